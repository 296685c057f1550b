import type { Database } from '../db/database';

/** A statement the database driver ran, with the rows it returned. */
export interface SentStatement {
  text: string;
  rows: number;
}

type Query = (...args: unknown[]) => Promise<{ rows?: unknown[] }>;

/**
 * Records every statement the driver runs into `sent`, with the rows it returned: a wrapper on the
 * client Drizzle calls (`db.$client.query`: the PGlite instance or the pg pool; both answer
 * `{ rows }`). The list cost tests count statements and rows with it.
 */
export function recordStatements(database: Database, sent: SentStatement[]): void {
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  const query = client.query.bind(client);
  client.query = async (...args: unknown[]) => {
    const result = await query(...args);
    const [first] = args;
    const text = typeof first === 'string' ? first : String((first as { text?: string }).text);
    sent.push({ text, rows: result.rows?.length ?? 0 });
    return result;
  };
}
