import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../db/database';

/**
 * Test PGlites reused within a test worker (docs/decisions/224). Starting a PGlite costs 2–3.5 s of
 * CPU even from a template tarball (WASM start-up and the data directory's restore), and every api
 * and gateway test file starts at least one; handing a file a PGlite that an earlier file of the
 * worker closed, with its rows put back to the template's, costs a fraction of that.
 *
 * Only data is put back: every row of every table of the public schema and every sequence, plus
 * the session's settings and LISTENs. Tests change rows, never the schema.
 */

/** Where the template's rows are kept inside the instance; never read by the app. */
const SNAPSHOT_SCHEMA = 'test_template_snapshot';
/** Idle instances kept per template; more would only hold memory (each is ~100 MB). */
const MAX_IDLE_PER_TEMPLATE = 2;

interface Pooled {
  client: PGlite;
  /** One SQL script that puts the rows and sequences back to the template's. */
  restore: string;
}

const idle = new Map<string, Promise<Pooled>[]>();

/** Quotes an identifier for SQL. */
function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Copies the template's rows into the snapshot schema and writes the script that restores them. */
async function snapshot(client: PGlite): Promise<string> {
  const tables = (
    await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
  ).rows.map((row) => row.name);
  const sequences = (
    await client.query<{ name: string; last_value: string | null; start_value: string }>(
      `SELECT sequencename AS name, last_value::text, start_value::text
         FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
    )
  ).rows;
  await client.exec(
    [
      `CREATE SCHEMA ${SNAPSHOT_SCHEMA};`,
      ...tables.map(
        (table) =>
          `CREATE TABLE ${SNAPSHOT_SCHEMA}.${ident(table)} AS TABLE public.${ident(table)};`,
      ),
    ].join('\n'),
  );
  // The session's own settings (PGlite sets search_path itself after it starts; RESET ALL would
  // drop it), put back after RESET ALL clears whatever a test set.
  const settings = (
    await client.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings WHERE source = 'session' ORDER BY name`,
    )
  ).rows;
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const publicTables = tables.map((table) => `public.${ident(table)}`);
  return [
    'RESET ALL;',
    ...settings.map(
      (setting) =>
        `SELECT set_config(${literal(setting.name)}, ${literal(setting.setting)}, false);`,
    ),
    'BEGIN;',
    // Foreign keys and triggers are not checked while the rows go back (all tables are restored).
    'SET LOCAL session_replication_role = replica;',
    tables.length > 0 ? `TRUNCATE ${publicTables.join(', ')};` : '',
    ...tables.map(
      (table) =>
        `INSERT INTO public.${ident(table)} OVERRIDING SYSTEM VALUE SELECT * FROM ${SNAPSHOT_SCHEMA}.${ident(table)};`,
    ),
    ...sequences.map(
      (sequence) =>
        `SELECT setval(${literal(`public.${ident(sequence.name)}`)}, ${sequence.last_value ?? sequence.start_value}, ${sequence.last_value !== null});`,
    ),
    'COMMIT;',
  ].join('\n');
}

/** Puts an instance back to its template's state, or closes it when that fails. */
async function putBack(pooled: Pooled): Promise<boolean> {
  try {
    const { client } = pooled;
    // A test's LISTENs: the callbacks live in PGlite's JavaScript, so each channel is dropped there.
    const channels = await client.query<{ channel: string }>(
      'SELECT pg_listening_channels() AS channel',
    );
    for (const { channel } of channels.rows) await client.unlisten(channel);
    await client.exec(pooled.restore);
    return true;
  } catch {
    await pooled.client.close().catch(() => undefined);
    return false;
  }
}

/**
 * A PGlite at the template's state, and the function that gives it back (instead of closing it).
 * `key` names the template; `template` loads its tarball when no instance of it is idle.
 */
export async function acquirePglite(
  key: string,
  template: () => Promise<Blob>,
): Promise<{ client: PGlite; release: () => Promise<void> }> {
  let pooled: Pooled | undefined;
  const waiting = idle.get(key);
  while (!pooled && waiting && waiting.length > 0) {
    const next = await waiting.shift()!.catch(() => undefined);
    if (next) pooled = next;
  }
  if (!pooled) {
    const client = await createPglite(undefined, { loadDataDir: await template() });
    pooled = { client, restore: await snapshot(client) };
  }
  const taken = pooled;
  let released = false;
  // The test's handle: once given back, every use fails as a closed PGlite would, so an api left
  // running after its database closed (a test of that very failure) never reaches the next
  // file's data.
  const handle = new Proxy(taken.client, {
    get(target, property) {
      if (released) throw new Error('PGlite is closed');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
  return {
    client: handle,
    async release() {
      if (released) return;
      released = true;
      const queue = idle.get(key) ?? [];
      idle.set(key, queue);
      if (queue.length >= MAX_IDLE_PER_TEMPLATE) {
        await taken.client.close();
        return;
      }
      // Restored in the background: the next acquire waits for it, the closing test does not.
      queue.push(
        putBack(taken).then((ok) => (ok ? taken : Promise.reject(new Error('not restored')))),
      );
    },
  };
}
