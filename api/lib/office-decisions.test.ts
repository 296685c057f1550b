import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { officeDecisions, persons } from '../db/core.tables';
import {
  DEMO_PASSWORD,
  createPerson,
  createRoles,
  createTenant,
  createTenantHost,
} from '../db/seed/factories';
import { createTestApi, signIn, testBackends } from '../test/helpers';
import type { TestApi } from '../test/helpers';
import { call } from '../test/requests';
import { outgoingMails } from '../db/tables/outgoing-mails.tables';
import { backgroundJobs } from '../db/tables/notifications.tables';
import { vacationRequests } from '../db/tables/calendar.tables';
import { personProfilePictures } from '../db/tables/profile-pictures.tables';
import { receiptPhotos, receipts } from '../routes/receipts/receipts.tables';
import type { OfficeDecisionSubject } from '../../machines/officeDecisions';
import { officeDecisionsOf } from './office-decisions';

// The office's three decisions, side by side: rights (crew may not decide, another tenant's thing
// is a 404), the reason rule (400 naming body.reason, nothing written), the audit row and the
// notice to the person in the decision's transaction (a queue that refuses the notice undoes the
// decision), and a second decision refused by the thing's own status rule.

interface Case {
  subject: OfficeDecisionSubject;
  /** The office's queue, its rows with an id and whose they are. */
  queue: string;
  path: (id: number) => string;
  approve: string;
  refuse: 'decline' | 'reject';
  /** Whether refusing needs a reason (machines/officeDecisions.ts reasonRequired). */
  refuseNeedsReason: boolean;
  /** The stored status and reason of one thing. */
  stored: (api: TestApi, id: number) => Promise<{ status: string; reason: string | null }>;
  /** The reason of a second decision on a decided thing. */
  alreadyDecided: string;
  /** The German subject of the mail to the person on approval. */
  approvedSubject: string;
}

const CASES: Case[] = [
  {
    subject: 'vacationRequest',
    queue: '/vacationRequests/waiting',
    path: (id) => `/vacationRequests/${id}`,
    approve: 'approve',
    refuse: 'decline',
    refuseNeedsReason: false,
    stored: async (api, id) => {
      const [row] = await api.database.db
        .select()
        .from(vacationRequests)
        .where(eq(vacationRequests.id, id));
      return { status: row?.status ?? 'gone', reason: row?.decisionReason ?? null };
    },
    alreadyDecided: 'VACATION_REQUEST_ALREADY_DECIDED',
    approvedSubject: 'Urlaub genehmigt',
  },
  {
    subject: 'profilePicture',
    queue: '/profilePictures?status=pending',
    path: (id) => `/profilePictures/${id}`,
    approve: 'approve',
    refuse: 'reject',
    refuseNeedsReason: true,
    stored: async (api, id) => {
      const [row] = await api.database.db
        .select()
        .from(personProfilePictures)
        .where(eq(personProfilePictures.id, id));
      return { status: row?.status ?? 'gone', reason: row?.decisionReason ?? null };
    },
    alreadyDecided: 'PROFILE_PICTURE_ALREADY_DECIDED',
    approvedSubject: 'Profilbild genehmigt',
  },
  {
    subject: 'receipt',
    queue: '/receipts?status=submitted',
    path: (id) => `/receipts/${id}`,
    approve: 'approve',
    refuse: 'reject',
    refuseNeedsReason: true,
    stored: async (api, id) => {
      const [row] = await api.database.db.select().from(receipts).where(eq(receipts.id, id));
      return { status: row?.status ?? 'gone', reason: row?.decisionReason ?? null };
    },
    alreadyDecided: 'RECEIPT_NOT_SUBMITTED',
    approvedSubject: 'Beleg genehmigt',
  },
];

interface QueueRow {
  id: number;
  person: { id: number; caption: string };
}

describe.each(testBackends())('the office’s decisions on %s', (backend) => {
  let api: TestApi;
  let office: string;
  let crew: string;
  let crewId: number;
  let foreign: { token: string; host: string };

  const decisions = async (subject: OfficeDecisionSubject, id: number) =>
    officeDecisionsOf(api.database.db, 1, subject, id);
  const mailsTo = async (email: string) =>
    api.database.db.select().from(outgoingMails).where(eq(outgoingMails.to, email));
  const jobCount = async () =>
    (await api.database.db.select({ n: count() }).from(backgroundJobs))[0]?.n ?? 0;
  const queueOf = async (path: string, token = office) => {
    const answer = await call(api.app, 'GET', path, { token });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ items: QueueRow[] }>().items;
  };

  beforeAll(async () => {
    api = await createTestApi({ backend });
    office = await api.signInAs('office');
    crew = await api.signInAs('crew');
    const [row] = await api.database.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.email, 'crew@demo.test'));
    crewId = row?.id ?? -1;
    // crew@ reads German for this file: the notice speaks the recipient's language.
    await api.database.db.update(persons).set({ language: 'de' }).where(eq(persons.id, crewId));
    const host = `decisions-${backend}.test`;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const email = await api.database.transaction(async (tx) => {
      const other = await createTenant(tx, { name: `Elsewhere ${backend}` });
      await createTenantHost(tx, other.id, host);
      const roleIds = await createRoles(tx, other.id, [
        {
          name: 'office',
          loginType: 'office',
          grants: (['vacationRequests', 'personProfiles', 'receipts'] as const).flatMap(
            (resource) => [
              { resource, action: 'READ' as const, permissionType: 'ALL' as const },
              { resource, action: 'EDIT' as const, permissionType: 'ALL' as const },
            ],
          ),
        },
      ]);
      const person = await createPerson(tx, other.id, {
        name: 'Otto Office',
        email: `otto-${backend}@elsewhere.test`,
        passwordHash,
        roleIds: [roleIds.office ?? -1],
      });
      return person.email;
    });
    foreign = { token: await signIn(api.app, email, DEMO_PASSWORD, host), host };
  });
  afterAll(() => api.close());

  it('lists each queue for the office only, with whose each thing is', async () => {
    for (const { queue } of CASES) {
      const rows = await queueOf(queue);
      expect(
        rows.some((row) => row.person.id === crewId && row.person.caption.length > 0),
        queue,
      ).toBe(true);
      // Another tenant's office sees none of this tenant's.
      const theirs = await call(api.app, 'GET', queue, {
        token: foreign.token,
        host: foreign.host,
      });
      expect(theirs.json<{ items: QueueRow[] }>().items, queue).toEqual([]);
    }
    // crew@ holds no vacationRequests EDIT: no queue; their own receipts only in the receipts one.
    expect(
      (await call(api.app, 'GET', '/vacationRequests/waiting', { token: crew })).statusCode,
    ).toBe(403);
    const own = await queueOf('/receipts?status=submitted', crew);
    expect(own.every((row) => row.person.id === crewId)).toBe(true);
    const all = await queueOf('/receipts?status=submitted');
    expect(all.length).toBeGreaterThan(own.length);
    // The receipt queue carries the photo of the paper receipt.
    expect(all.find((row) => row.person.id === crewId)).toMatchObject({
      photo: { status: 'pending', contentType: 'image/png' },
    });
  });

  describe.each(CASES)('$subject', (c) => {
    let id: number;

    beforeAll(async () => {
      const row = (await queueOf(c.queue)).find((candidate) => candidate.person.id === crewId);
      if (!row) throw new Error(`crew@ has nothing waiting in ${c.queue}`);
      id = row.id;
    });

    it('is not decided by crew@ nor seen by another tenant’s office', async () => {
      const byCrew = await call(api.app, 'POST', `${c.path(id)}/${c.approve}`, {
        token: crew,
        payload: {},
      });
      expect(byCrew.statusCode).toBe(403);
      const byForeign = await call(api.app, 'POST', `${c.path(id)}/${c.approve}`, {
        token: foreign.token,
        host: foreign.host,
        payload: {},
      });
      expect(byForeign.statusCode).toBe(404);
      expect(await c.stored(api, id)).toMatchObject({
        status:
          c.subject === 'vacationRequest'
            ? 'requested'
            : c.subject === 'receipt'
              ? 'submitted'
              : 'pending',
      });
      expect(await decisions(c.subject, id)).toEqual([]);
    });

    it('refuses a reason it cannot take with a 400 naming it, and writes nothing', async () => {
      const jobs = await jobCount();
      const before = await c.stored(api, id);
      const tooLong = await call(api.app, 'POST', `${c.path(id)}/${c.refuse}`, {
        token: office,
        payload: { reason: 'x'.repeat(501) },
      });
      expect(tooLong.statusCode).toBe(400);
      expect(
        tooLong.json<{ details: { path: string }[] }>().details.map((detail) => detail.path),
      ).toEqual(['body.reason']);
      if (c.refuseNeedsReason) {
        for (const body of [{}, { reason: '   ' }, undefined]) {
          const missing = await call(api.app, 'POST', `${c.path(id)}/${c.refuse}`, {
            token: office,
            ...(body === undefined ? {} : { payload: body }),
          });
          expect(missing.statusCode, JSON.stringify(body)).toBe(400);
          expect(
            missing.json<{ details: { path: string }[] }>().details.map((detail) => detail.path),
          ).toEqual(['body.reason']);
        }
      }
      expect(await c.stored(api, id)).toEqual(before);
      expect(await decisions(c.subject, id)).toEqual([]);
      expect(await jobCount()).toBe(jobs);
    });

    it('undoes the decision when its notice cannot be queued: both are one transaction', async () => {
      const before = await c.stored(api, id);
      await api.database.db.execute(
        sql.raw(
          `CREATE OR REPLACE FUNCTION refuse_queue() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'queue refused'; END $$ LANGUAGE plpgsql`,
        ),
      );
      await api.database.db.execute(
        sql.raw(
          'CREATE TRIGGER refuse_queue BEFORE INSERT ON background_jobs FOR EACH ROW EXECUTE FUNCTION refuse_queue()',
        ),
      );
      try {
        const refused = await call(api.app, 'POST', `${c.path(id)}/${c.approve}`, {
          token: office,
          payload: { reason: 'Fine' },
        });
        expect(refused.statusCode).toBe(500);
      } finally {
        await api.database.db.execute(sql.raw('DROP TRIGGER refuse_queue ON background_jobs'));
      }
      expect(await c.stored(api, id)).toEqual(before);
      expect(await decisions(c.subject, id)).toEqual([]);
    });

    it('decides once: the status, the reason, the audit row and the notice in the person’s language', async () => {
      const mailsBefore = (await mailsTo('crew@demo.test')).length;
      const decided = await call(api.app, 'POST', `${c.path(id)}/${c.approve}`, {
        token: office,
        payload: { reason: 'Enjoy, and thanks' },
      });
      expect(decided.statusCode).toBe(200);
      expect(decided.json()).toMatchObject({
        id,
        status: 'approved',
        decisionReason: 'Enjoy, and thanks',
      });
      expect(await c.stored(api, id)).toEqual({ status: 'approved', reason: 'Enjoy, and thanks' });
      const [officeRow] = await api.database.db
        .select({ id: persons.id })
        .from(persons)
        .where(eq(persons.email, 'office@demo.test'));
      const trail = await decisions(c.subject, id);
      expect(trail).toEqual([
        expect.objectContaining({
          personId: crewId,
          outcome: 'approved',
          reason: 'Enjoy, and thanks',
          decidedBy: officeRow?.id,
          fromStatus: expect.any(String),
        }),
      ]);
      const mails = await mailsTo('crew@demo.test');
      expect(mails).toHaveLength(mailsBefore + 1);
      const mail = mails.at(-1);
      expect(mail?.subject).toBe(c.approvedSubject);
      expect(mail?.body).toContain('Das Büro schreibt: Enjoy, and thanks');
      const push = await api.database.db
        .select()
        .from(backgroundJobs)
        .where(
          and(
            eq(backgroundJobs.kind, 'push'),
            sql`${backgroundJobs.payload}->>'personId' = ${String(crewId)}`,
          ),
        );
      expect(push.some((job) => JSON.stringify(job.payload).includes('Enjoy, and thanks'))).toBe(
        true,
      );

      const again = await call(api.app, 'POST', `${c.path(id)}/${c.refuse}`, {
        token: office,
        payload: { reason: 'Changed my mind' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ reason: c.alreadyDecided });
      expect(await decisions(c.subject, id)).toHaveLength(1);
      // The thing left the queue.
      expect((await queueOf(c.queue)).map((row) => row.id)).not.toContain(id);
    });
  });

  it('rejects a receipt with its reason for crew@ to read, and its photo with it', async () => {
    const row = (await queueOf('/receipts?status=submitted')).find(
      (candidate) => candidate.person.id !== crewId,
    );
    if (!row) throw new Error('no other receipt waiting');
    const rejected = await call(api.app, 'POST', `/receipts/${row.id}/reject`, {
      token: office,
      payload: { reason: 'The photo is unreadable' },
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      decisionReason: 'The photo is unreadable',
    });
    expect((await decisions('receipt', row.id)).map((decision) => decision.outcome)).toEqual([
      'rejected',
    ]);
    const photos = await api.database.db
      .select()
      .from(receiptPhotos)
      .where(eq(receiptPhotos.receiptId, row.id));
    expect(photos.every((photo) => photo.status === 'rejected')).toBe(true);
    // A draft was never handed in: nothing to decide.
    const [draft] = await api.database.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.personId, crewId), eq(receipts.status, 'draft')));
    const early = await call(api.app, 'POST', `/receipts/${draft?.id}/approve`, {
      token: office,
      payload: {},
    });
    expect(early.json()).toMatchObject({ statusCode: 409, reason: 'RECEIPT_NOT_SUBMITTED' });
    expect(
      await api.database.db
        .select({ n: count() })
        .from(officeDecisions)
        .where(eq(officeDecisions.subjectId, draft?.id ?? -1)),
    ).toEqual([{ n: 0 }]);
  });
});
