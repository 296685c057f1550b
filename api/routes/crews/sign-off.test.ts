import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, persons } from '../../db/core.tables';
import { createCompany, createPerson, createTenant, dayAt } from '../../db/seed/factories';
import { createTestApi, testBackends } from '../../test/helpers';
import type { TestApi } from '../../test/helpers';
import { pdfText } from '../../test/pdf-text';
import { call } from '../../test/requests';
import { outgoingMails } from '../../db/tables/outgoing-mails.tables';
import { demoSignaturePng } from '../../lib/png';
import { createCrewItem } from '../jobs/jobs.seed';
import { createCrew } from '../projects/projects.seed';
import { functions, projectCrews, projects } from '../../db/tables/projects.tables';
import type { crewDocuments } from '../../db/tables/crews.tables';
import { crewItemAttendance, crewItemRatings, crewSignOffs } from '../../db/tables/crews.tables';
import { crewShiftEvents } from './crews.tables';
import { testNow } from '../../../machines/test-now';

// The client's sign-off and the crew's documents through the api: rights, ownership, tenant, bad
// input (400, nothing written), the machine's 409 reasons, idempotent replay, the PDFs' content
// and the downloaded flag. Each test builds its own crews of chief@ in the demo tenant.

const signature = `data:image/png;base64,${demoSignaturePng(5).toString('base64')}`;
let keyCounter = 0;
const key = () => `test-key-${testNow().getTime()}-${(keyCounter += 1)}`;

describe.each(testBackends())('crew sign-off and documents on %s', (backend) => {
  let api: TestApi;
  let dataDir: string;
  let chief: string;
  let crewMember: string;
  let planner: string;
  let client: string;
  let project: string;
  const now = testNow();

  const personId = async (email: string) => {
    const [row] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, email))
      .limit(1);
    if (!row) throw new Error(`no ${email}`);
    return row.id;
  };

  /** A crew of chief@ on project 1001 (the client's company) yesterday: one member checked out, one no-show, or one still on site. */
  async function makeCrew(state: 'readyForSignOff' | 'onShift', caption = `Crew ${key()}`) {
    const chiefId = await personId('chief@demo.test');
    const contactId = await personId('client@demo.test');
    const crewId = await personId('crew@demo.test');
    return api.database.transaction(async (tx) => {
      const [project1001] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.tenantId, 1), eq(projects.number, '1001')));
      const [fn] = await tx
        .select({ id: functions.id, name: functions.name })
        .from(functions)
        .where(eq(functions.tenantId, 1))
        .limit(1);
      if (!project1001 || !fn) throw new Error('demo tenant lacks project 1001 or a function');
      const crew = await createCrew(tx, 1, {
        projectId: project1001.id,
        caption,
        startsAt: dayAt(now, -1, 8),
        endsAt: dayAt(now, -1, 16),
        crewChiefPersonId: chiefId,
      });
      await tx
        .update(projectCrews)
        .set({ contactOnSitePersonId: contactId })
        .where(eq(projectCrews.id, crew.id));
      const item = (personId: number) =>
        createCrewItem(tx, 1, {
          crewId: crew.id,
          functionId: fn.id,
          personId,
          status: 'confirmed',
          startsAt: dayAt(now, -1, 8),
          endsAt: dayAt(now, -1, 16),
        });
      const worker = await item(crewId);
      const absent = await item(chiefId);
      await tx.insert(crewItemAttendance).values({
        tenantId: 1,
        crewItemId: worker.id,
        attendance: state === 'onShift' ? 'checkedIn' : 'checkedOut',
        checkedInAt: dayAt(now, -1, 8),
        checkedOutAt: state === 'onShift' ? null : dayAt(now, -1, 16, 30),
        breakMinutes: state === 'onShift' ? 0 : 30,
        updatedAt: state === 'onShift' ? dayAt(now, -1, 8) : dayAt(now, -1, 16, 30),
      });
      await tx.insert(crewItemAttendance).values({
        tenantId: 1,
        crewItemId: absent.id,
        attendance: 'noShow',
        updatedAt: dayAt(now, -1, 8),
      });
      return {
        id: crew.id,
        workerItemId: worker.id,
        absentItemId: absent.id,
        functionName: fn.name,
      };
    });
  }

  const signOffBody = (overrides: Record<string, unknown> = {}) => ({
    signerName: 'Jordan Miller',
    signature,
    rating: 4,
    remark: 'Great crew',
    signedAt: dayAt(now, -1, 16, 45).toISOString(),
    ...overrides,
  });
  const post = (
    token: string,
    url: string,
    payload: unknown,
    idempotencyKey: string | null = key(),
  ) =>
    call(api.app, 'POST', url, {
      token,
      payload: payload as object,
      headers: idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey },
    });
  const countOf = async (
    table:
      typeof crewSignOffs | typeof crewShiftEvents | typeof crewDocuments | typeof crewItemRatings,
  ) => {
    const [row] = await api.database.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crewhub-sign-off-'));
    api = await createTestApi({ backend, env: { DATA_DIR: dataDir }, now });
    chief = await api.signInAs('chief');
    crewMember = await api.signInAs('crew');
    planner = await api.signInAs('planner');
    client = await api.signInAs('client');
    project = await api.signInAs('project');
  });
  afterAll(async () => {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the chief gets the client’s signature, rating and remark stored once; a replay changes nothing', async () => {
    const crew = await makeCrew('readyForSignOff');
    const idempotencyKey = key();
    const body = signOffBody({ memberRatings: [{ memberId: crew.workerItemId, rating: 5 }] });
    const events = await countOf(crewShiftEvents);
    const first = await post(
      chief,
      `/projectCrews/${crew.id}/digitalConfirm`,
      body,
      idempotencyKey,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: crew.id, state: 'signedOff', role: 'crewChief' });
    const replay = await post(
      chief,
      `/projectCrews/${crew.id}/digitalConfirm`,
      body,
      idempotencyKey,
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await countOf(crewShiftEvents)).toBe(events + 1);
    const [audit] = await api.database.db
      .select()
      .from(crewShiftEvents)
      .where(and(eq(crewShiftEvents.crewId, crew.id), eq(crewShiftEvents.type, 'crew.signOff')));
    expect(audit).toMatchObject({
      idempotencyKey,
      payload: { signerName: 'Jordan Miller', rating: 4, from: 'readyForSignOff', to: 'signedOff' },
    });
    expect(JSON.stringify(audit?.payload)).not.toContain('base64');

    const read = await call(api.app, 'GET', `/projectCrews/${crew.id}/digitalConfirm`, {
      token: client,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      signerName: 'Jordan Miller',
      rating: 4,
      remark: 'Great crew',
      signaturePath: `/projectCrews/${crew.id}/digitalConfirm/signature`,
    });
    const png = await call(api.app, 'GET', `/projectCrews/${crew.id}/digitalConfirm/signature`, {
      token: chief,
    });
    expect(png.headers['content-type'], png.body.slice(0, 300)).toBe('image/png');
    expect(png.rawPayload.equals(demoSignaturePng(5))).toBe(true);
    const ratings = await call(api.app, 'GET', `/projectCrews/${crew.id}/projectCrewItemRatings`, {
      token: chief,
    });
    expect(ratings.json()).toMatchObject({
      total: 1,
      items: [{ memberId: crew.workerItemId, rating: 5 }],
    });

    // The ratings by member ids across crews: the chief's crew's member, not for a crew member who is not chief.
    const byIds = await call(
      api.app,
      'GET',
      `/projectCrewItemRatings?ids=${crew.workerItemId},${crew.absentItemId}`,
      { token: chief },
    );
    expect(byIds.json()).toMatchObject({
      total: 1,
      items: [{ memberId: crew.workerItemId, rating: 5 }],
    });
    expect(
      (
        await call(api.app, 'GET', `/projectCrewItemRatings?ids=${crew.workerItemId}`, {
          token: crewMember,
        })
      ).json(),
    ).toMatchObject({ total: 0 });
    expect(
      (await call(api.app, 'GET', '/projectCrewItemRatings?ids=1;2', { token: chief })).statusCode,
    ).toBe(400);

    // Signed once: the machine refuses a second sign-off (another key), and check-outs after it.
    const again = await post(chief, `/projectCrews/${crew.id}/digitalConfirm`, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'CREW_ALREADY_SIGNED_OFF' });
  });

  it('leaves no signature file behind when the sign-off’s transaction fails after storing it', async () => {
    const crew = await makeCrew('readyForSignOff');
    const signatureDir = join(dataDir, 'files', 'tenant-1', 'crew-signatures');
    const filesBefore = existsSync(signatureDir) ? readdirSync(signatureDir).length : 0;
    const signOffsBefore = await countOf(crewSignOffs);
    // The audit insert comes after the file is written: make exactly that statement fail.
    await api.database.db.execute(
      sql.raw(`
      create or replace function test_refuse_sign_off_event() returns trigger language plpgsql as $$
      begin
        if new.type = 'crew.signOff' then raise exception 'test: the audit insert fails'; end if;
        return new;
      end $$`),
    );
    await api.database.db.execute(
      sql.raw(
        'create trigger test_refuse_sign_off_event before insert on crew_shift_events for each row execute function test_refuse_sign_off_event()',
      ),
    );
    try {
      const failed = await post(chief, `/projectCrews/${crew.id}/digitalConfirm`, signOffBody());
      expect(failed.statusCode).toBe(500);
    } finally {
      await api.database.db.execute(
        sql.raw('drop trigger test_refuse_sign_off_event on crew_shift_events'),
      );
      await api.database.db.execute(sql.raw('drop function test_refuse_sign_off_event()'));
    }
    expect(await countOf(crewSignOffs)).toBe(signOffsBefore);
    expect(existsSync(signatureDir) ? readdirSync(signatureDir).length : 0).toBe(filesBefore);
    // The same sign-off then goes through, and its file is kept.
    const signed = await post(chief, `/projectCrews/${crew.id}/digitalConfirm`, signOffBody());
    expect(signed.statusCode, signed.body).toBe(200);
    expect(readdirSync(signatureDir).length).toBe(filesBefore + 1);
  });

  it('refuses what the machine refuses, with its reason, and writes nothing', async () => {
    const onShift = await makeCrew('onShift');
    const ready = await makeCrew('readyForSignOff');
    const before = [await countOf(crewSignOffs), await countOf(crewShiftEvents)];
    const cases: Array<[number, Record<string, unknown>, string]> = [
      [onShift.id, {}, 'CREW_MEMBERS_NOT_CHECKED_OUT'],
      [ready.id, { signature: '' }, 'CREW_SIGNATURE_MISSING'],
      [ready.id, { signerName: '   ' }, 'CREW_SIGNATURE_MISSING'],
      [ready.id, { rating: 6 }, 'CREW_RATING_OUT_OF_RANGE'],
    ];
    for (const [crewId, overrides, reason] of cases) {
      const response = await post(
        chief,
        `/projectCrews/${crewId}/digitalConfirm`,
        signOffBody(overrides),
      );
      expect(response.statusCode, reason).toBe(409);
      expect(response.json(), reason).toMatchObject({ reason });
    }
    for (const kind of ['deliveryNote', 'crewChiefSheet']) {
      const release = await post(chief, `/projectCrews/${ready.id}/${kind}/release`, {});
      expect(release.json()).toMatchObject({ reason: 'CREW_NOT_SIGNED_OFF' });
      const send = await post(chief, `/projectCrews/${ready.id}/${kind}/send`, {});
      expect(send.json()).toMatchObject({ reason: 'CREW_DOCUMENT_NOT_RELEASED' });
    }
    expect([await countOf(crewSignOffs), await countOf(crewShiftEvents)]).toEqual(before);
  });

  it('answers bad input with 400 and writes nothing', async () => {
    const crew = await makeCrew('readyForSignOff');
    const other = await makeCrew('readyForSignOff');
    const jpeg = `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString('base64')}`;
    const bad: Array<Record<string, unknown>> = [
      { signature: jpeg },
      { signature: 'data:image/svg+xml;base64,PHN2Zz4=' },
      {
        signature: `data:image/png;base64,${Buffer.concat([demoSignaturePng(1), Buffer.alloc(210 * 1024)]).toString('base64')}`,
      },
      { signedAt: 'yesterday' },
      { signedAt: new Date(testNow().getTime() + 60 * 60_000).toISOString() },
      { rating: 3.5 },
      { memberRatings: [{ memberId: other.workerItemId, rating: 3 }] },
      { memberRatings: [{ memberId: crew.workerItemId, rating: 9 }] },
      {
        memberRatings: [
          { memberId: crew.workerItemId, rating: 3 },
          { memberId: crew.workerItemId, rating: 4 },
        ],
      },
      { extra: true },
    ];
    const before = [
      await countOf(crewSignOffs),
      await countOf(crewShiftEvents),
      await countOf(crewItemRatings),
    ];
    for (const overrides of bad) {
      const response = await post(
        chief,
        `/projectCrews/${crew.id}/digitalConfirm`,
        signOffBody(overrides),
      );
      expect([400, 413], JSON.stringify(overrides).slice(0, 80)).toContain(response.statusCode);
    }
    expect(
      (await post(chief, `/projectCrews/${crew.id}/digitalConfirm`, signOffBody(), null))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(chief, `/projectCrews/${crew.id}/deliveryNote/send`, { to: 'not-an-address' }))
        .statusCode,
    ).toBe(400);
    expect([
      await countOf(crewSignOffs),
      await countOf(crewShiftEvents),
      await countOf(crewItemRatings),
    ]).toEqual(before);
  });

  it('lets only the crew’s chief and planners act; a crew member meets 404, a reader 403 or 409, another tenant’s crew is 404', async () => {
    const crew = await makeCrew('readyForSignOff');
    expect(
      (await post(crewMember, `/projectCrews/${crew.id}/digitalConfirm`, signOffBody())).statusCode,
    ).toBe(404);
    expect(
      (await call(api.app, 'GET', `/projectCrews/${crew.id}/deliveryNote`, { token: crewMember }))
        .statusCode,
    ).toBe(404);
    // The client reads the crew but has no crews EDIT: the right refuses first.
    expect(
      (await post(client, `/projectCrews/${crew.id}/digitalConfirm`, signOffBody())).statusCode,
    ).toBe(403);
    expect(
      (await post(project, `/projectCrews/${crew.id}/digitalConfirm`, signOffBody())).statusCode,
    ).toBe(403);

    const foreignCrewId = await api.database.transaction(async (tx) => {
      const other = await createTenant(tx, { name: `Elsewhere ${backend} ${key()}` });
      const person = await createPerson(tx, other.id, {
        name: 'Fiona Foreign',
        email: `fiona-${key()}@elsewhere.test`,
        passwordHash: null,
      });
      const [foreignProject] = await tx
        .insert(projects)
        .values({
          tenantId: other.id,
          number: 'F-1',
          name: 'Foreign',
          companyId: (await createCompany(tx, other.id, 'Foreign Events')).id,
          beginDate: '2026-01-01',
          endDate: '2026-01-02',
        })
        .returning();
      const foreign = await createCrew(tx, other.id, {
        projectId: foreignProject?.id ?? 0,
        caption: 'Foreign crew',
        startsAt: dayAt(now, -1, 8),
        endsAt: dayAt(now, -1, 16),
        crewChiefPersonId: person.id,
      });
      return foreign.id;
    });
    expect(
      (await post(planner, `/projectCrews/${foreignCrewId}/digitalConfirm`, signOffBody()))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(api.app, 'GET', `/projectCrews/${foreignCrewId}/deliveryNote`, {
          token: planner,
        })
      ).statusCode,
    ).toBe(404);

    // A planner may sign off any crew of the tenant.
    const byPlanner = await post(planner, `/projectCrews/${crew.id}/digitalConfirm`, signOffBody());
    expect(byPlanner.statusCode).toBe(200);
    expect(byPlanner.json()).toMatchObject({ role: 'planner', state: 'signedOff' });
  });

  it('releases the delivery note once; the client reads it only then, and the first download sets the downloaded flag', async () => {
    const crew = await makeCrew('readyForSignOff', 'Stage crew East');
    expect(
      (await post(chief, `/projectCrews/${crew.id}/digitalConfirm`, signOffBody())).statusCode,
    ).toBe(200);

    // The chief previews any time; the client and the project session do not see it before the release.
    const preview = await call(api.app, 'GET', `/projectCrews/${crew.id}/deliveryNote`, {
      token: chief,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(preview.rawPayload);
    expect(text).toContain('Delivery note');
    expect(text).toContain('Stage crew East');
    expect(text).toContain('Winter Festival');
    expect(text).toContain('Alex Janssen');
    expect(text).toContain('Jordan Miller');
    expect(text).toMatch(/8[.,]00/);
    for (const token of [client, project]) {
      const early = await call(api.app, 'GET', `/projectCrews/${crew.id}/deliveryNote`, { token });
      expect(early.statusCode).toBe(404);
      expect(early.json()).toMatchObject({ reason: 'CREW_DOCUMENT_NOT_RELEASED' });
    }

    const releaseKey = key();
    const released = await post(
      chief,
      `/projectCrews/${crew.id}/deliveryNote/release`,
      {},
      releaseKey,
    );
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ state: 'released' });
    expect(
      (await post(chief, `/projectCrews/${crew.id}/deliveryNote/release`, {}, releaseKey)).json(),
    ).toEqual(released.json());
    const twice = await post(chief, `/projectCrews/${crew.id}/deliveryNote/release`, {});
    expect(twice.json()).toMatchObject({ reason: 'CREW_DELIVERY_NOTE_ALREADY_RELEASED' });
    expect(
      await api.database.db
        .select()
        .from(crewShiftEvents)
        .where(
          and(
            eq(crewShiftEvents.crewId, crew.id),
            eq(crewShiftEvents.type, 'deliveryNote.release'),
          ),
        ),
    ).toHaveLength(1);

    // The chief's own download is no client download.
    expect(
      (await call(api.app, 'GET', `/projectCrews/${crew.id}/deliveryNote`, { token: chief }))
        .statusCode,
    ).toBe(200);
    const documentsOf = async () =>
      (
        await call(api.app, 'GET', `/projectCrews/${crew.id}/crewDocuments`, { token: chief })
      ).json<{
        items: Array<{
          kind: string;
          released: boolean;
          downloaded: boolean;
          downloadedAt: string | null;
        }>;
      }>().items;
    expect(
      (await documentsOf()).map((document) => [
        document.kind,
        document.released,
        document.downloaded,
      ]),
    ).toEqual([
      ['deliveryNote', true, false],
      ['crewChiefSheet', false, false],
    ]);
    const download = await call(api.app, 'GET', `/projectCrews/${crew.id}/deliveryNote`, {
      token: client,
    });
    expect(download.statusCode).toBe(200);
    expect(await pdfText(download.rawPayload)).toContain('Jordan Miller');
    const first = (await documentsOf())[0];
    expect(first).toMatchObject({ downloaded: true });
    await call(api.app, 'GET', `/projectCrews/${crew.id}/deliveryNote`, { token: project });
    expect((await documentsOf())[0]?.downloadedAt).toBe(first?.downloadedAt);
    // The crew chief sheet stays closed to the client until it is released too.
    expect(
      (await call(api.app, 'GET', `/projectCrews/${crew.id}/crewChiefSheet`, { token: client }))
        .statusCode,
    ).toBe(404);
  });

  it('mails a released document to the contact on site or a given address, once per key', async () => {
    const crew = await makeCrew('readyForSignOff', 'Crew to mail');
    expect(
      (await post(chief, `/projectCrews/${crew.id}/digitalConfirm`, signOffBody())).statusCode,
    ).toBe(200);
    expect(
      (await post(chief, `/projectCrews/${crew.id}/crewChiefSheet/release`, {})).statusCode,
    ).toBe(200);
    const sheet = await call(api.app, 'GET', `/projectCrews/${crew.id}/crewChiefSheet`, {
      token: client,
    });
    expect(sheet.statusCode).toBe(200);
    const sheetText = await pdfText(sheet.rawPayload);
    expect(sheetText).toContain('Crew chief sheet');
    expect(sheetText).toMatch(/No-\s?show/);
    expect(sheetText).toContain('Sam de Vries');

    const mails = async () =>
      api.database.db
        .select()
        .from(outgoingMails)
        .where(eq(outgoingMails.subject, 'Crew chief sheet: Winter Festival · Crew to mail'));
    const sendKey = key();
    const sent = await post(chief, `/projectCrews/${crew.id}/crewChiefSheet/send`, {}, sendKey);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      kind: 'crewChiefSheet',
      released: true,
      sentTo: 'client@demo.test',
    });
    expect(
      (await post(chief, `/projectCrews/${crew.id}/crewChiefSheet/send`, {}, sendKey)).json(),
    ).toEqual(sent.json());
    expect(await mails()).toHaveLength(1);
    expect((await mails())[0]?.body).toContain(`/crews/${crew.id}/delivery-note`);
    const elsewhere = await post(chief, `/projectCrews/${crew.id}/crewChiefSheet/send`, {
      to: 'accounts@eventful.test',
    });
    expect(elsewhere.json()).toMatchObject({ sentTo: 'accounts@eventful.test' });
    expect(await mails()).toHaveLength(2);
    const [stored] = await api.database.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, sendKey));
    expect(stored?.n).toBe(1);

    // To a German speaker of the tenant (office@), the mail is German; the client's stays English.
    expect(
      (
        await post(chief, `/projectCrews/${crew.id}/crewChiefSheet/send`, {
          to: 'office@demo.test',
        })
      ).statusCode,
    ).toBe(200);
    const [german] = await api.database.db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.to, 'office@demo.test'))
      .orderBy(desc(outgoingMails.id))
      .limit(1);
    expect(german?.subject).toBe('Crew-Chief-Bogen: Winter Festival · Crew to mail');
    // The link opens the app on the tenant's own host: a mail client opens no bare path.
    expect(german?.body).toMatch(
      new RegExp(
        `^Crew-Chief-Bogen für Crew to mail \\(1001 Winter Festival\\) ist fertig\\.\\n\\nHier öffnen und herunterladen: https?://[a-z0-9.-]+(:\\d+)?/crews/${crew.id}/delivery-note$`,
      ),
    );
    // The sheet speaks its reader's language: the same sheet for a crew chief who reads German.
    const chiefId = await personId('chief@demo.test');
    await api.database.db.update(persons).set({ language: 'de' }).where(eq(persons.id, chiefId));
    try {
      const germanSheet = await pdfText(
        (await call(api.app, 'GET', `/projectCrews/${crew.id}/crewChiefSheet`, { token: chief }))
          .rawPayload,
      );
      expect(germanSheet).toMatch(/Crew-\s?Chief-\s?Bogen/);
      expect(germanSheet).toMatch(/Nicht\s?erschienen/);
      expect(germanSheet).toMatch(/8,00/);
    } finally {
      await api.database.db.update(persons).set({ language: 'en' }).where(eq(persons.id, chiefId));
    }
  });

  it('the demo: yesterday’s crew of chief@ is signed off by the client’s contact, both documents released, not downloaded yet', async () => {
    const [crew] = await api.database.db
      .select()
      .from(projectCrews)
      .where(and(eq(projectCrews.tenantId, 1), eq(projectCrews.caption, 'Stage rigging')));
    if (!crew) throw new Error('no demo crew Stage rigging');
    const shift = await call(api.app, 'GET', `/projectCrews/${crew.id}`, { token: chief });
    expect(shift.json()).toMatchObject({ state: 'released', role: 'crewChief' });
    expect(
      (
        await call(api.app, 'GET', `/projectCrews/${crew.id}/digitalConfirm`, { token: chief })
      ).json(),
    ).toMatchObject({ signerName: 'Jordan Miller', rating: 5 });
    const png = await call(api.app, 'GET', `/projectCrews/${crew.id}/digitalConfirm/signature`, {
      token: chief,
    });
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const documents = (
      await call(api.app, 'GET', `/projectCrews/${crew.id}/crewDocuments`, { token: chief })
    ).json<{ items: Array<{ kind: string; released: boolean; downloaded: boolean }> }>();
    expect(
      documents.items.map((document) => [document.kind, document.released, document.downloaded]),
    ).toEqual([
      ['deliveryNote', true, false],
      ['crewChiefSheet', true, false],
    ]);
    const note = await call(api.app, 'GET', `/projectCrews/${crew.id}/deliveryNote`, {
      token: chief,
    });
    const text = await pdfText(note.rawPayload);
    expect(text).toContain('Stage rigging');
    expect(text).toContain('Jordan Miller');
    expect(text).toMatch(/Total\s+3\d[.,]\d\d/);
  });
});
