import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import {
  DEMO_PASSWORD,
  createPerson,
  createRoles,
  createTenant,
  createTenantHost,
} from '../../db/seed/factories';
import { createTestApi, signIn, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { pdfText } from '../../test/pdf-text';
import { call } from '../../test/requests';
import type { MobileDocument } from './mobile-documents.schemas';
import { createMobileDocument } from './mobile-documents.seed';
import { mobileDocuments } from './mobile-documents.tables';

describe.each(testBackends())('mobile documents on %s', (backend) => {
  let api: TestApi;
  let crewToken: string;
  let documents: MobileDocument[];
  let milaDocumentId: number;

  beforeAll(async () => {
    api = await createTestApi({ backend });
    crewToken = await api.signInAs('crew');
    documents = (await call(api.app, 'GET', '/mobileDocuments', { token: crewToken })).json<{
      items: MobileDocument[];
    }>().items;
    const [mila] = await api.database.db
      .select({ id: mobileDocuments.id })
      .from(mobileDocuments)
      .where(eq(mobileDocuments.title, 'Rigging certificate copy'));
    milaDocumentId = mila?.id ?? -1;
  });
  afterAll(() => api.close());

  it('lists the documents for everyone and the caller’s own, never another person’s', async () => {
    expect(
      documents.map((document) => [document.title, document.category, document.personal]),
    ).toEqual([
      ['Forklift checklist', 'checklist', true],
      ['Crew handbook', 'handbook', false],
      ['Safety sheet: working at height', 'safetySheet', false],
    ]);
    const chief = await call(api.app, 'GET', '/mobileDocuments', {
      token: await api.signInAs('chief'),
    });
    expect(chief.json<{ items: MobileDocument[]; total: number }>()).toMatchObject({ total: 2 });
  });

  it('downloads a document as a PDF of its stored sections', async () => {
    const handbook = documents.find((document) => document.title === 'Crew handbook');
    const response = await call(api.app, 'GET', `/mobileDocuments/${handbook?.id}/download`, {
      token: crewToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Crew-handbook.pdf"',
    );
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The stored sections, rendered: headings, paragraphs and list items.
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Crew handbook',
      'Your jobs',
      'Check in with the app at the crew entrance',
      'Black clothes, safety shoes S3;',
      'Planning line: +31 20 123 4567',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('answers 404 for another person’s document, and refuses callers without the right', async () => {
    const response = await call(api.app, 'GET', `/mobileDocuments/${milaDocumentId}/download`, {
      token: crewToken,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      reason: 'MOBILE_DOCUMENT_NOT_FOUND',
      message: 'Mobile document not found',
    });
    expect(
      (await call(api.app, 'GET', '/mobileDocuments', { token: await api.signInAs('planner') }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(api.app, 'GET', `/mobileDocuments/${documents[0]?.id}/download`, {
          token: await api.signInAs('office'),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(api.app, 'GET', `/mobileDocuments/${documents[0]?.id}/download`)).statusCode,
    ).toBe(401);
  });

  it('with READ ALL shows every document of its own tenant, never another tenant’s', async () => {
    const host = `mobile-documents-${backend}.test`;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const { foreignId, email } = await api.database.transaction(async (tx) => {
      const other = await createTenant(tx, { name: `Elsewhere ${backend}` });
      await createTenantHost(tx, other.id, host);
      const roleIds = await createRoles(tx, other.id, [
        {
          name: 'office',
          loginType: 'office',
          grants: [{ resource: 'mobileDocuments', action: 'READ', permissionType: 'ALL' }],
        },
      ]);
      const person = await createPerson(tx, other.id, {
        name: 'Olga Office',
        email: `olga-${backend}@elsewhere.test`,
        passwordHash,
        roleIds: [roleIds.office ?? -1],
      });
      const colleague = await createPerson(tx, other.id, {
        name: 'Carl Crew',
        email: `carl-${backend}@elsewhere.test`,
        passwordHash,
        roleIds: [],
      });
      const document = await createMobileDocument(tx, other.id, {
        title: 'Carl’s sheet',
        description: 'D',
        category: 'checklist',
        personId: colleague.id,
        content: 'Heading\nText',
        updatedAt: api.clock.now(),
      });
      return { foreignId: document.id, email: person.email };
    });
    const token = await signIn(api.app, email, DEMO_PASSWORD, host);
    const theirs = await call(api.app, 'GET', '/mobileDocuments', { token, host });
    expect(
      theirs
        .json<{ items: MobileDocument[] }>()
        .items.map((document) => [document.id, document.personal]),
    ).toEqual([[foreignId, false]]);
    expect(
      (await call(api.app, 'GET', `/mobileDocuments/${foreignId}/download`, { token, host }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(api.app, 'GET', `/mobileDocuments/${documents[0]?.id}/download`, { token, host }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(api.app, 'GET', `/mobileDocuments/${foreignId}/download`, { token: crewToken }))
        .statusCode,
    ).toBe(404);
  });

  it('answers bad input with 400 and a message, and writes nothing', async () => {
    const [before] = await api.database.db.select({ n: count() }).from(mobileDocuments);
    for (const url of [
      '/mobileDocuments?limit=0',
      '/mobileDocuments?page=-1',
      '/mobileDocuments?x=1',
      '/mobileDocuments/abc/download',
      '/mobileDocuments/0/download',
    ]) {
      const response = await call(api.app, 'GET', url, { token: crewToken });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ statusCode: 400, code: 'BAD_USER_INPUT' });
    }
    const [after] = await api.database.db.select({ n: count() }).from(mobileDocuments);
    expect(after?.n).toBe(before?.n);
  });
});
