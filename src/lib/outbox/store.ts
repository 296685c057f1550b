import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxItem, OutboxRefusal } from '../../../machines/outbox.machine';
import { appClock } from '../clock/clock';

/** A stored item: the machine's item, and the photo itself while it waits to be uploaded. */
export interface OutboxRecord extends OutboxItem {
  blob?: Blob;
}

/** What a venue action hands to the outbox; the store adds the id, the key, the time and the state. */
export interface OutboxDraft {
  kind: string;
  crewId: string;
  variables: Record<string, unknown>;
  blob?: Blob;
  /** The action's own key when it made one already; a new one otherwise. */
  idempotencyKey?: string;
}

interface OutboxSchema extends DBSchema {
  items: { key: number; value: OutboxRecord };
}

const STORE = 'items';

/** One database per signed-in identity (like the GraphQL cache, cache-config.ts): nobody replays another's changes. */
export function outboxDatabaseName(identity: string): string {
  return `crew-hub-outbox-${identity}`;
}

/**
 * How many items an identity's outbox holds, mirrored into localStorage on every change so the
 * logout (which reloads the page at once) can decide synchronously whether to keep it (src/features/crews/README.md, Logout and the outbox).
 */
export function outboxCountKey(identity: string): string {
  return `crew-hub-outbox-count-${identity}`;
}

export function storedOutboxCount(storage: Pick<Storage, 'getItem'>, identity: string): number {
  return Number(storage.getItem(outboxCountKey(identity)) ?? 0) || 0;
}

/**
 * On logout: an empty outbox goes; one with changes still waiting (or refused, not yet seen) stays
 * for the same identity's next sign-in, so nothing made at the venue is lost (src/features/crews/README.md, Logout and the outbox).
 * Answers true when it was kept.
 */
export function dropOutboxIfEmpty(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  identity: string,
): boolean {
  if (storedOutboxCount(storage, identity) > 0) return true;
  storage.removeItem(outboxCountKey(identity));
  if (typeof indexedDB !== 'undefined') void deleteDB(outboxDatabaseName(identity));
  return false;
}

/** A random idempotency key (the api keeps each for a day; decision 126). */
function newKey(): string {
  return crypto.randomUUID();
}

/**
 * The durable outbox on IndexedDB (`idb` 8). Every method is one short transaction: nothing awaits
 * the network inside one (a transaction closes when its task ends, LIBRARIES.md).
 */
export class OutboxStore {
  private constructor(
    private readonly db: IDBPDatabase<OutboxSchema>,
    private readonly onCount: (count: number) => void,
  ) {}

  static async open(
    identity: string,
    onCount: (count: number) => void = () => {},
  ): Promise<OutboxStore> {
    const db = await openDB<OutboxSchema>(outboxDatabaseName(identity), 1, {
      upgrade(database) {
        database.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
      },
    });
    const store = new OutboxStore(db, onCount);
    await store.reportCount();
    return store;
  }

  /** Asks the browser not to evict the outbox under storage pressure (best effort). */
  static async persist(): Promise<boolean> {
    try {
      return (await navigator.storage?.persist?.()) ?? false;
    } catch {
      return false;
    }
  }

  private async reportCount(): Promise<void> {
    this.onCount(await this.db.count(STORE));
  }

  /** Writes a new item with its idempotency key, before anything is sent; answers it with its id. */
  async add(draft: OutboxDraft, now: Date = appClock.now()): Promise<OutboxRecord> {
    const record: Omit<OutboxRecord, 'id'> = {
      idempotencyKey: draft.idempotencyKey ?? newKey(),
      kind: draft.kind,
      crewId: draft.crewId,
      variables: draft.variables,
      createdAt: now.toISOString(),
      state: 'pending',
      reason: null,
      ...(draft.blob ? { blob: draft.blob } : {}),
    };
    // The id is the store's auto-increment key: the order the changes were made in.
    const id = await this.db.add(STORE, record as OutboxRecord);
    await this.reportCount();
    return { ...record, id };
  }

  /** Every item, oldest first. */
  async all(): Promise<OutboxRecord[]> {
    return this.db.getAll(STORE);
  }

  async get(id: number): Promise<OutboxRecord | undefined> {
    return this.db.get(STORE, id);
  }

  /** The api refused it: kept with the reason (and its photo) until the user discards it. */
  async markRefused(id: number, reason: OutboxRefusal): Promise<void> {
    const tx = this.db.transaction(STORE, 'readwrite');
    const record = await tx.store.get(id);
    if (record) await tx.store.put({ ...record, state: 'refused', reason });
    await tx.done;
  }

  /** Acknowledged by the api, or discarded by the user. */
  async remove(id: number): Promise<void> {
    await this.db.delete(STORE, id);
    await this.reportCount();
  }

  close(): void {
    this.db.close();
  }
}
