import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../db/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { acquirePglite } from './pglite-pool';

/** A small template: two tables joined by a foreign key, a serial each, a row each. */
async function smallTemplate(): Promise<Blob> {
  const client = await createPglite();
  try {
    await client.exec(`
      CREATE TABLE teams (id serial PRIMARY KEY, name text NOT NULL);
      CREATE TABLE members (id serial PRIMARY KEY, team_id integer NOT NULL REFERENCES teams(id), name text NOT NULL);
      INSERT INTO teams (name) VALUES ('North');
      INSERT INTO members (team_id, name) VALUES (1, 'Anna');
    `);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

describe('the test PGlite pool', () => {
  let template: Blob;
  beforeAll(async () => {
    template = await smallTemplate();
  }, 60_000);

  it('hands a released instance back with the template rows, sequences and no listeners', async () => {
    const key = `pool-test-${randomBytes(4).toString('hex')}`;
    let loads = 0;
    const load = async () => {
      loads += 1;
      return template;
    };
    const first = await acquirePglite(key, load);
    const heard: string[] = [];
    await first.client.listen('changes', (payload) => heard.push(payload));
    const nextTeamId = async (client: PGlite) =>
      (await client.query<{ id: number }>("INSERT INTO teams (name) VALUES ('South') RETURNING id"))
        .rows[0]!.id;
    // What the template's sequence hands out next (a restored data directory may have moved it on).
    const southId = await nextTeamId(first.client);
    await first.client.exec(`
      INSERT INTO members (team_id, name) VALUES (${southId}, 'Ben');
      UPDATE members SET name = 'Anna B.' WHERE id = 1;
      DELETE FROM members WHERE name = 'Ben';
      SET TIME ZONE 'Pacific/Auckland';
    `);
    await first.release();

    // The first test's handle is closed for good, even though its PGlite lives on.
    expect(() => first.client.query('SELECT 1')).toThrow(/closed/);
    const second = await acquirePglite(key, load);
    expect(loads).toBe(1);
    expect((await second.client.query('SELECT id, name FROM teams ORDER BY id')).rows).toEqual([
      { id: 1, name: 'North' },
    ]);
    expect((await second.client.query('SELECT id, team_id, name FROM members')).rows).toEqual([
      { id: 1, team_id: 1, name: 'Anna' },
    ]);
    // The serials go on from the template's values, not from what the first user took.
    expect(await nextTeamId(second.client)).toBe(southId);
    expect((await second.client.query('SHOW TIME ZONE')).rows[0]).not.toEqual({
      TimeZone: 'Pacific/Auckland',
    });
    await second.client.query("NOTIFY changes, 'after'");
    expect(heard).toEqual([]);
    // Foreign keys hold again once the rows are back.
    await expect(
      second.client.query('INSERT INTO members (team_id, name) VALUES (99, $1)', ['Zoe']),
    ).rejects.toThrow(/foreign key/);
    await second.release();
  }, 60_000);

  it('starts another instance while one is in use', async () => {
    const key = `pool-test-${randomBytes(4).toString('hex')}`;
    const load = async () => template;
    const first = await acquirePglite(key, load);
    const second = await acquirePglite(key, load);
    await second.client.exec("INSERT INTO teams (name) VALUES ('Second')");
    // Two instances: what the second wrote is not in the first.
    expect((await first.client.query('SELECT name FROM teams')).rows).toEqual([{ name: 'North' }]);
    await first.release();
    await second.release();
  }, 60_000);
});
