import { sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/database';

// The live feed of crew item changes, shared: the crew-items area's recordCrewItemChange and the
// crews' venue actions notify in their transaction, the crew-item-changes area's stream listens.

/** The NOTIFY channel of crew item changes (docs/decisions/196). */
export const CREW_ITEM_CHANGES_CHANNEL = 'crew_item_changes';

/**
 * Tells every api process that an audit row was written: `pg_notify` inside the change's
 * transaction, delivered by PostgreSQL (and PGlite) on commit only. The payload is the tenant and
 * the activity id, nothing personal; each listener reads the rows its caller may see.
 */
export async function notifyCrewItemChange(
  tx: Tx | Db,
  tenantId: number,
  activityId: number,
): Promise<void> {
  await tx.execute(
    sql`select pg_notify(${CREW_ITEM_CHANGES_CHANNEL}, ${`${tenantId}:${activityId}`})`,
  );
}

type Wake = () => void;

/**
 * One LISTEN per api process, shared by every open stream: a notification wakes the streams of its
 * tenant, which then read the audit table from their own cursor with their own scope. A listening
 * connection that came back (PostgreSQL) wakes them all, since notifications sent meanwhile are lost.
 */
export class CrewItemChangeFeed {
  private readonly wakers = new Map<number, Set<Wake>>();
  private listening: Promise<() => Promise<void>> | null = null;

  constructor(private readonly database: Database) {}

  /** Wakes `wake` on every committed change in the tenant; resolves once listening. */
  async subscribe(tenantId: number, wake: Wake): Promise<() => void> {
    let set = this.wakers.get(tenantId);
    if (!set) {
      set = new Set();
      this.wakers.set(tenantId, set);
    }
    set.add(wake);
    const unsubscribe = () => {
      set.delete(wake);
      if (set.size === 0) this.wakers.delete(tenantId);
    };
    try {
      await this.listen();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  /** How many streams are open (tests check a closed stream let go). */
  get subscribers(): number {
    let count = 0;
    for (const set of this.wakers.values()) count += set.size;
    return count;
  }

  async close(): Promise<void> {
    const listening = this.listening;
    this.listening = null;
    this.wakers.clear();
    if (listening) await (await listening.catch(() => async () => {}))();
  }

  private listen(): Promise<() => Promise<void>> {
    if (!this.listening) {
      const started = this.database.listen(
        CREW_ITEM_CHANGES_CHANNEL,
        (payload) => this.dispatch(payload),
        () => this.wakeAll(),
      );
      // A failed start is retried by the next subscriber.
      started.catch(() => {
        if (this.listening === started) this.listening = null;
      });
      this.listening = started;
    }
    return this.listening;
  }

  private dispatch(payload: string) {
    const tenantId = Number(payload.split(':')[0]);
    for (const wake of this.wakers.get(tenantId) ?? []) wake();
  }

  private wakeAll() {
    for (const set of this.wakers.values()) for (const wake of set) wake();
  }
}

const feeds = new WeakMap<Database, CrewItemChangeFeed>();

/** The process's one feed over this database. */
export function crewItemChangeFeed(database: Database): CrewItemChangeFeed {
  let feed = feeds.get(database);
  if (!feed) {
    feed = new CrewItemChangeFeed(database);
    feeds.set(database, feed);
  }
  return feed;
}
