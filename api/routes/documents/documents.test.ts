import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persons } from '../../db/core.tables';
import { seedDemoTenant } from '../../db/seed/demo';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { pdfText } from '../../test/pdf-text';
import { call } from '../../test/requests';
import { outgoingMails } from '../../db/tables/outgoing-mails.tables';
import { demoSignaturePng } from '../../lib/png';
import type { Document } from './documents.schemas';
import { documentSignatures, documents } from './documents.tables';
import { testNow } from '../../../machines/test-now';

const signature = `data:image/png;base64,${demoSignaturePng(7).toString('base64')}`;
type Page = { items: Document[]; total: number; page: number; limit: number };

describe.each(testBackends())('documents on %s', (backend) => {
  let api: TestApi;
  let dataDir: string;
  let crew: string;
  let office: string;

  const personId = async (email: string) => {
    const [row] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, email))
      .limit(1);
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };
  const documentByTitle = async (title: string, token = crew) => {
    const response = await call(
      api.app,
      'GET',
      `/persons/${await personId('crew@demo.test')}/documents`,
      { token },
    );
    expect(response.statusCode).toBe(200);
    const document = response.json<Page>().items.find((item) => item.title === title);
    if (!document) throw new Error(`no document ${title}`);
    return document;
  };
  const signedCount = async () => {
    const [row] = await api.database.db
      .select({ n: count() })
      .from(documentSignatures)
      .where(isNotNull(documentSignatures.signedAt));
    return row?.n ?? 0;
  };
  const contractFields = { startDate: '2026-12-01', readTerms: 'true' };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crewhub-documents-'));
    api = await createTestApi({ backend, env: { DATA_DIR: dataDir } });
    crew = await api.signInAs('crew');
    office = await api.signInAs('office');
  });
  afterAll(async () => {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows a signatory their document with the signatories in order and the machine’s statuses', async () => {
    const contract = await documentByTitle('Employment contract 2026');
    expect(contract.type.parameters.signatoriesOrder).toBe('oneByOne');
    expect(
      contract.signatories.map((signatory) => [
        signatory.person.caption,
        signatory.status,
        signatory.isMine,
      ]),
    ).toEqual([
      ['Lena Hoffmann', 'readyToSign', false],
      ['Alex Janssen', 'waiting', true],
    ]);
    expect(contract).toMatchObject({
      status: 'open',
      isReadyToSign: false,
      isSigned: false,
      hasSignedFile: false,
    });
    const detail = await call(api.app, 'GET', `/documents/${contract.id}`, { token: crew });
    expect(detail.json<Document>()).toEqual(contract);
    const signed = await documentByTitle('Confidentiality agreement');
    expect(signed).toMatchObject({ status: 'signed', isSigned: true, hasSignedFile: true });
    expect((await documentByTitle('Weekend standby agreement')).status).toBe('declined');
  });

  it('lists the caller’s documents ready to sign (home) with their count', async () => {
    const mine = await call(api.app, 'GET', '/documentsToSign', { token: crew });
    expect(mine.json<{ items: Document[]; total: number }>()).toMatchObject({
      total: 1,
      items: [{ title: 'Safety instruction', isReadyToSign: true }],
    });
    const offices = (await call(api.app, 'GET', '/documentsToSign', { token: office })).json<{
      items: Document[];
    }>();
    expect(offices.items.map((item) => item.title).sort()).toEqual(['Employment contract 2026']);
  });

  it('answers 404 for a document the caller does not sign, but the office reads all', async () => {
    const chiefs = (
      await call(api.app, 'GET', '/documentsToSign', { token: await api.signInAs('chief') })
    ).json<{ items: Document[] }>();
    const chiefOwn = chiefs.items.find((item) => item.owner.person?.caption === 'Sam de Vries');
    if (!chiefOwn) throw new Error('chief@ has no document of his own');
    const foreign = await call(api.app, 'GET', `/documents/${chiefOwn.id}`, { token: crew });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ reason: 'DOCUMENT_NOT_FOUND' });
    expect(
      (await call(api.app, 'GET', `/documents/${chiefOwn.id}/file`, { token: crew })).statusCode,
    ).toBe(404);
    expect(
      (await call(api.app, 'GET', `/documents/${chiefOwn.id}`, { token: office })).statusCode,
    ).toBe(200);
    // Another person's documents list is 404 under OWN.
    const chiefPerson = await personId('chief@demo.test');
    expect(
      (await call(api.app, 'GET', `/persons/${chiefPerson}/documents`, { token: crew })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(api.app, 'GET', `/persons/${chiefPerson}/documents`, { token: office })
      ).json<Page>().total,
    ).toBe(1);
  });

  it('refuses callers without the right and without a session', async () => {
    const project = await api.signInAs('project');
    for (const path of ['/documentsToSign', '/documentTypes', '/documentsStatus', '/documents/1']) {
      expect((await call(api.app, 'GET', path, { token: project })).statusCode, path).toBe(403);
      expect((await call(api.app, 'GET', path)).statusCode, path).toBe(401);
    }
    expect(
      (await call(api.app, 'POST', '/sign/1', { token: project, payload: { signature } }))
        .statusCode,
    ).toBe(403);
  });

  it('lists document types and statuses with limit and page', async () => {
    const types = (
      await call(api.app, 'GET', '/documentTypes?limit=2&page=1', { token: crew })
    ).json<{ items: { caption: string }[]; total: number; limit: number; page: number }>();
    expect(types).toMatchObject({ total: 3, limit: 2, page: 1 });
    expect(types.items.map((type) => type.caption)).toEqual(['Agreement', 'Employment contract']);
    const statuses = (await call(api.app, 'GET', '/documentsStatus', { token: crew })).json<{
      items: { id: string; caption: string }[];
    }>();
    expect(statuses.items.map((status) => status.id)).toEqual([
      'open',
      'inProgress',
      'signed',
      'declined',
    ]);
  });

  it('reads documents of a company, a contact, a project and a staff contract', async () => {
    const client = await api.signInAs('client');
    const [company] = (await call(api.app, 'GET', '/documentsToSign', { token: client })).json<{
      items: Document[];
    }>().items;
    expect(company?.owner).toMatchObject({
      company: { caption: 'Eventful Ltd' },
      contact: { caption: 'Jordan Miller' },
    });
    const companyId = company?.owner.company?.id ?? 0;
    expect(
      (
        await call(api.app, 'GET', `/companies/${companyId}/documents`, { token: client })
      ).json<Page>().total,
    ).toBe(1);
    // Crew signs nothing of that company: an empty list, not someone else's documents.
    expect(
      (
        await call(api.app, 'GET', `/companies/${companyId}/documents`, { token: crew })
      ).json<Page>().total,
    ).toBe(0);
    expect(
      (
        await call(api.app, 'GET', `/contacts/${await personId('client@demo.test')}/documents`, {
          token: office,
        })
      ).json<Page>().total,
    ).toBe(1);
    const project = await call(
      api.app,
      'GET',
      `/projects/${company?.owner.projectNumber}/documents`,
      { token: client },
    );
    // The project's list is the projects area's now (projectAttachments, api/routes/projects/README.md, A project's documents): the
    // project's documents and its company's, whoever signs them.
    expect(project.json<Page>().items.map((item) => item.title)).toEqual([
      'Crew services agreement',
      'Eventful framework agreement',
    ]);
    expect(
      (await call(api.app, 'GET', '/projects/no-such/documents', { token: client })).statusCode,
    ).toBe(404);

    const contract = await documentByTitle('Employment contract 2026');
    const ofContract = await call(
      api.app,
      'GET',
      `/staffContracts/${contract.owner.staffContractId}/documents`,
      { token: crew },
    );
    expect(ofContract.statusCode).toBe(200);
    const body = ofContract.json<{ items: unknown[]; signingDocuments: Document[] }>();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.signingDocuments.map((item) => item.id)).toEqual([contract.id]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const instruction = await documentByTitle('Safety instruction');
    const before = await signedCount();
    const notPng = `data:image/png;base64,${Buffer.from('GIF89a not a png at all, just text').toString('base64')}`;
    const bodies: unknown[] = [
      {},
      { signature: 'data:image/jpeg;base64,AAAA' },
      { signature: notPng },
      { signature, rating: 9 },
      { signature, formFields: { nope: 'x' } },
      { signature, extra: true },
      // A PNG by its first bytes but just over 256 KiB (the route's size check, not the schema's length).
      {
        signature: `data:image/png;base64,${Buffer.concat([demoSignaturePng(1), Buffer.alloc(256 * 1024 - demoSignaturePng(1).length + 10)]).toString('base64')}`,
      },
    ];
    for (const payload of bodies) {
      const response = await call(api.app, 'POST', `/sign/${instruction.id}`, {
        token: crew,
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    const contract = await documentByTitle('Employment contract 2026');
    const missingRequired = await call(api.app, 'POST', `/sign/${contract.id}`, {
      token: office,
      payload: { signature, formFields: { startDate: '2026-12-01' } },
    });
    expect(missingRequired.statusCode).toBe(400);
    const badDate = await call(api.app, 'POST', `/sign/${contract.id}`, {
      token: office,
      payload: { signature, formFields: { ...contractFields, startDate: '1.12.2026' } },
    });
    expect(badDate.statusCode).toBe(400);
    // Before decision 247, a day that does not exist was written on the document as typed.
    const noSuchDay = await call(api.app, 'POST', `/sign/${contract.id}`, {
      token: office,
      payload: { signature, formFields: { ...contractFields, startDate: '2026-02-30' } },
    });
    expect(noSuchDay.json()).toMatchObject({
      statusCode: 400,
      message: 'Form field startDate must be a real day (YYYY-MM-DD)',
    });
    expect(await signedCount()).toBe(before);
  });

  it('refuses signing out of order (409) and someone else’s signatory (404)', async () => {
    const contract = await documentByTitle('Employment contract 2026');
    const [officeSignatory, crewSignatory] = contract.signatories;
    const before = await signedCount();
    const early = await call(api.app, 'POST', `/documentSignatories/${crewSignatory?.id}/sign`, {
      token: crew,
      payload: { signature, formFields: contractFields },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'CONFLICT',
      reason: 'DOCUMENT_WAITING_FOR_EARLIER_SIGNATORY',
    });
    const viaDocument = await call(api.app, 'POST', `/sign/${contract.id}`, {
      token: crew,
      payload: { signature, formFields: contractFields },
    });
    expect(viaDocument.json()).toMatchObject({ reason: 'DOCUMENT_WAITING_FOR_EARLIER_SIGNATORY' });
    const others = await call(api.app, 'POST', `/documentSignatories/${officeSignatory?.id}/sign`, {
      token: crew,
      payload: { signature, formFields: contractFields },
    });
    expect(others.statusCode).toBe(404);
    expect(others.json()).toMatchObject({ reason: 'DOCUMENT_SIGNATORY_NOT_FOUND' });
    const othersInBody = await call(api.app, 'POST', `/sign/${contract.id}`, {
      token: crew,
      payload: { signature, signatoryId: officeSignatory?.id, formFields: contractFields },
    });
    expect(othersInBody.statusCode).toBe(404);
    const declined = await documentByTitle('Weekend standby agreement');
    const refused = await call(api.app, 'POST', `/sign/${declined.id}`, {
      token: crew,
      payload: { signature },
    });
    expect(refused.json()).toMatchObject({ statusCode: 409, reason: 'DOCUMENT_DECLINED' });
    expect(await signedCount()).toBe(before);
  });

  it('signs one by one: office@ first (crew@ is notified), then crew@; the signed PDF holds both records', async () => {
    const contract = await documentByTitle('Employment contract 2026');
    // crew@ gets documents to sign by mail (the demo's notification settings).
    const mailsToCrew = async () => {
      const [row] = await api.database.db
        .select({ n: count() })
        .from(outgoingMails)
        .where(
          and(
            eq(outgoingMails.to, 'crew@demo.test'),
            like(outgoingMails.body, `%Employment contract 2026%/documents/${contract.id}%`),
          ),
        );
      return row?.n ?? 0;
    };
    expect(await mailsToCrew()).toBe(0);

    const key = `sign-${backend}-office`;
    const first = await call(api.app, 'POST', `/sign/${contract.id}`, {
      token: office,
      headers: { 'idempotency-key': key },
      payload: { signature, formFields: contractFields },
    });
    expect(first.statusCode).toBe(200);
    const afterOffice = first.json<Document>();
    expect(afterOffice.status).toBe('inProgress');
    expect(afterOffice.signatories.map((signatory) => signatory.status)).toEqual([
      'signed',
      'readyToSign',
    ]);
    expect(afterOffice.signatories[0]?.signatures[0]).toMatchObject({
      signed: true,
      documentVersion: 1,
    });
    expect(await mailsToCrew()).toBe(1);

    // The same request again: applied once, the first answer again.
    const signedBefore = await signedCount();
    const repeat = await call(api.app, 'POST', `/sign/${contract.id}`, {
      token: office,
      headers: { 'idempotency-key': key },
      payload: { signature, formFields: contractFields },
    });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(await signedCount()).toBe(signedBefore);
    expect(await mailsToCrew()).toBe(1);
    // Without the key, a second signing is refused by the machine: nothing left to sign.
    const again = await call(api.app, 'POST', `/sign/${contract.id}`, {
      token: office,
      payload: { signature, formFields: contractFields },
    });
    expect(again.json()).toMatchObject({ statusCode: 409, reason: 'DOCUMENT_ALREADY_SIGNED' });

    expect(
      (await call(api.app, 'GET', `/documents/${contract.id}/file?signed=true`, { token: crew }))
        .statusCode,
    ).toBe(404);
    const crewSigns = await call(
      api.app,
      'POST',
      `/documentSignatories/${contract.signatories[1]?.id}/sign`,
      {
        token: crew,
        payload: { signature, formFields: contractFields },
      },
    );
    expect(crewSigns.statusCode).toBe(200);
    expect(crewSigns.json<Document>()).toMatchObject({
      status: 'signed',
      isSigned: true,
      isReadyToSign: false,
      hasSignedFile: true,
    });

    const file = await call(api.app, 'GET', `/documents/${contract.id}/file?signed=true`, {
      token: crew,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Employment contract');
    expect(text).toContain('Signing record');
    expect(text).toContain('Signed by Lena Hoffmann (C-1006)');
    expect(text).toContain('Signed by Alex Janssen (C-1002)');
    expect(text.match(/document version 1/g)).toHaveLength(2);
    const [stored] = await api.database.db
      .select({ key: documents.signedFileKey })
      .from(documents)
      .where(eq(documents.id, contract.id));
    expect(stored?.key).toMatch(/^tenant-\d+\/documents\/\d+\/signed-v1\.pdf$/);
  });

  it('signs in any order with a rating and a remark, and stamps a seeded signed document on its first download', async () => {
    const instruction = await documentByTitle('Safety instruction');
    const signed = await call(api.app, 'POST', `/sign/${instruction.id}`, {
      token: crew,
      payload: { signature, rating: 4, formFields: { remarks: 'Helmet size L' } },
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json<Document>()).toMatchObject({
      status: 'inProgress',
      isSigned: true,
      isReadyToSign: false,
    });
    const old = await documentByTitle('Confidentiality agreement');
    const original = await call(api.app, 'GET', `/documents/${old.id}/file`, { token: crew });
    expect(original.statusCode).toBe(200);
    expect(await pdfText(original.rawPayload)).toContain('Signed by Alex Janssen');
  });

  it('never crosses tenants', async () => {
    const other = await api.database.transaction((tx) =>
      seedDemoTenant(tx, {
        hosts: [`documents-${backend}.test`],
        isDefault: false,
        unsubscribeToken: `documents-${backend}`,
        now: testNow(),
        passwordHash: 'x',
      }),
    );
    const [foreign] = await api.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.tenantId, other.tenantId))
      .limit(1);
    expect(
      (await call(api.app, 'GET', `/documents/${foreign?.id}`, { token: office })).statusCode,
    ).toBe(404);
    const refused = await call(api.app, 'POST', `/sign/${foreign?.id}`, {
      token: office,
      payload: { signature },
    });
    expect(refused.statusCode).toBe(404);
  });
});
