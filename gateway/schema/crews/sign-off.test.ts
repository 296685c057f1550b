import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../../api/test/helpers';
import { createGatewayHarness } from '../../test/helpers';
import type { GatewayHarness } from '../../test/helpers';
import { testNow } from '../../../machines/test-now';

// The sign-off part of the crews schema through the real api: signOffCrew, releaseCrewDocument,
// sendCrewDocument; CrewShift.signOff / deliveryNote / crewChiefSheet, CrewMember.rating,
// Job.crewChiefDocuments; the machine's refusals as the error's reason; one upstream call for all
// the members' ratings.

/** The schema's DateTime: seconds, UTC as +00:00. */
const ts = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** A real 1×1 white PNG, as the signature pad's data URL would carry one. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC';

const SHIFT = /* GraphQL */ `
  query Shift($id: ID!) {
    crewShift(id: $id) {
      id
      state
      members {
        id
        rating
      }
      signOff {
        signerName
        rating
        remark
        signedAt
        signatureUrl
      }
      deliveryNote {
        kind
        released
        downloaded
        url
        sentTo
      }
      crewChiefSheet {
        kind
        released
        url
      }
    }
  }
`;
const SIGN_OFF = /* GraphQL */ `
  mutation SignOff($crewId: ID!, $input: CrewSignOffInput!, $key: String!) {
    signOffCrew(crewId: $crewId, input: $input, idempotencyKey: $key) {
      id
      state
      signOff {
        signerName
      }
    }
  }
`;
const RELEASE = /* GraphQL */ `
  mutation Release($crewId: ID!, $kind: CrewDocumentKind!, $at: DateTime!, $key: String!) {
    releaseCrewDocument(crewId: $crewId, kind: $kind, releasedAt: $at, idempotencyKey: $key) {
      id
      state
      deliveryNote {
        released
      }
    }
  }
`;
const SEND = /* GraphQL */ `
  mutation Send($crewId: ID!, $kind: CrewDocumentKind!, $to: String, $key: String!) {
    sendCrewDocument(crewId: $crewId, kind: $kind, to: $to, idempotencyKey: $key) {
      kind
      released
      sentTo
      sentAt
    }
  }
`;

describe.each(testBackends())('crews sign-off schema on %s', (backend) => {
  let gateway: GatewayHarness;
  let dataDir: string;
  let chief: string;
  let crewMember: string;
  const now = testNow();
  let counter = 0;
  const key = () => `gw-key-${testNow().getTime()}-${(counter += 1)}`;

  /** A demo crew of chief@ by its caption (the demo tenant's: 'Foyer and bars' awaits sign-off, 'Main stage build' is on shift). */
  async function demoCrew(caption: string) {
    const answer = (await gateway.api.database.db.execute(
      sql`select id from project_crews where tenant_id = 1 and caption = ${caption}`,
    )) as unknown as { rows: Array<{ id: number }> };
    const id = answer.rows[0]?.id;
    if (id === undefined) throw new Error(`no demo crew ${caption}`);
    const shift = await gateway.execute<{ crewShift: { members: Array<{ id: string }> } }>(
      SHIFT,
      { id: String(id) },
      { token: chief },
    );
    return {
      id: String(id),
      memberIds: shift.data?.crewShift.members.map((member) => member.id) ?? [],
    };
  }
  const input = (overrides: Record<string, unknown> = {}) => ({
    signerName: 'Jordan Miller',
    signature: SIGNATURE,
    rating: 5,
    remark: 'Spot on',
    signedAt: ts(new Date(now.getTime() - 60_000)),
    ...overrides,
  });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'crewhub-gw-sign-off-'));
    gateway = await createGatewayHarness(backend, {}, { DATA_DIR: dataDir });
    chief = await gateway.api.signInAs('chief');
    crewMember = await gateway.api.signInAs('crew');
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs off, releases and sends, and the shift shows the sign-off, the ratings and the documents', async () => {
    const crew = await demoCrew('Foyer and bars');
    const [rated, unrated] = crew.memberIds as [string, string];
    const before = await gateway.execute<{
      crewShift: {
        state: string;
        signOff: unknown;
        deliveryNote: { released: boolean; url: string };
      };
    }>(SHIFT, { id: crew.id }, { token: chief });
    expect(before.data?.crewShift).toMatchObject({
      state: 'readyForSignOff',
      signOff: null,
      deliveryNote: { released: false, url: `/api/v1/projectCrews/${crew.id}/deliveryNote` },
    });

    const signed = await gateway.execute(
      SIGN_OFF,
      {
        crewId: crew.id,
        key: key(),
        input: input({ memberRatings: [{ memberId: rated, rating: 4 }] }),
      },
      { token: chief },
    );
    expect(signed.errors).toBeUndefined();
    expect(signed.data).toEqual({
      signOffCrew: { id: crew.id, state: 'signedOff', signOff: { signerName: 'Jordan Miller' } },
    });

    const calls = gateway.upstream.calls.length;
    const after = await gateway.execute<{
      crewShift: {
        members: Array<{ id: string; rating: number | null }>;
        signOff: { signatureUrl: string; rating: number };
      };
    }>(SHIFT, { id: crew.id }, { token: chief });
    expect(after.data?.crewShift.signOff).toMatchObject({
      signerName: 'Jordan Miller',
      rating: 5,
      remark: 'Spot on',
      signatureUrl: `/api/v1/projectCrews/${crew.id}/digitalConfirm/signature`,
    });
    expect(after.data?.crewShift.members).toEqual(
      expect.arrayContaining([
        { id: rated, rating: 4 },
        { id: unrated, rating: null },
      ]),
    );
    // One call each: the shift, the sign-off, the documents, all the members' ratings.
    const made = gateway.upstream.calls.slice(calls);
    expect(made.filter((call) => call.includes('/projectCrewItemRatings'))).toHaveLength(1);
    expect(made).toHaveLength(4);

    const released = await gateway.execute(
      RELEASE,
      { crewId: crew.id, kind: 'deliveryNote', at: ts(now), key: key() },
      { token: chief },
    );
    expect(released.errors).toBeUndefined();
    expect(released.data).toMatchObject({
      releaseCrewDocument: { state: 'released', deliveryNote: { released: true } },
    });
    const sent = await gateway.execute(
      SEND,
      { crewId: crew.id, kind: 'deliveryNote', to: null, key: key() },
      { token: chief },
    );
    expect(sent.data).toMatchObject({
      sendCrewDocument: { kind: 'deliveryNote', released: true, sentTo: 'client@demo.test' },
    });

    // The chief's own job (on the crew he works on and leads) lists that crew's two documents; crew@'s none.
    const JOBS = `query Jobs { jobs(limit: 100) { items { id crewShiftId } } }`;
    const JOB = `query Job($id: ID!) { job(id: $id) { crewShiftId crewChiefDocuments { kind released url } } }`;
    const chiefJobs = await gateway.execute<{
      jobs: { items: Array<{ id: string; crewShiftId: string | null }> };
    }>(JOBS, {}, { token: chief });
    const led = chiefJobs.data?.jobs.items.find((job) => job.crewShiftId !== null);
    if (!led?.crewShiftId) throw new Error('chief@ leads no crew he works on');
    const job = await gateway.execute(JOB, { id: led.id }, { token: chief });
    expect(job.data).toEqual({
      job: {
        crewShiftId: led.crewShiftId,
        crewChiefDocuments: [
          {
            kind: 'deliveryNote',
            released: false,
            url: `/api/v1/projectCrews/${led.crewShiftId}/deliveryNote`,
          },
          {
            kind: 'crewChiefSheet',
            released: false,
            url: `/api/v1/projectCrews/${led.crewShiftId}/crewChiefSheet`,
          },
        ],
      },
    });
    const crewJobs = await gateway.execute<{ jobs: { items: Array<{ id: string }> } }>(
      JOBS,
      {},
      { token: crewMember },
    );
    const crewJob = await gateway.execute(
      JOB,
      { id: crewJobs.data?.jobs.items[0]?.id },
      { token: crewMember },
    );
    expect(crewJob.data).toMatchObject({ job: { crewChiefDocuments: [] } });
  });

  it('answers the machine’s refusal with its reason, and a crew member who is not chief meets not found', async () => {
    const crew = await demoCrew('Main stage build');
    const refused = await gateway.execute(
      SIGN_OFF,
      { crewId: crew.id, key: key(), input: input() },
      { token: chief },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      reason: 'CREW_MEMBERS_NOT_CHECKED_OUT',
    });
    const notSigned = await gateway.execute(
      RELEASE,
      { crewId: crew.id, kind: 'crewChiefSheet', at: ts(now), key: key() },
      { token: chief },
    );
    expect(notSigned.errors?.[0]?.extensions).toMatchObject({ reason: 'CREW_NOT_SIGNED_OFF' });
    const badKey = await gateway.execute(
      SIGN_OFF,
      { crewId: crew.id, key: '', input: input() },
      { token: chief },
    );
    expect(badKey.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const stranger = await gateway.execute(
      SIGN_OFF,
      { crewId: crew.id, key: key(), input: input() },
      { token: crewMember },
    );
    expect(stranger.errors?.[0]?.extensions).toMatchObject({ reason: 'CREW_NOT_FOUND' });
    expect((await gateway.execute(SHIFT, { id: crew.id }, { token: crewMember })).data).toEqual({
      crewShift: null,
    });
  });
});
