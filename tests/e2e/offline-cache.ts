import type { Page } from '@playwright/test';

/**
 * True when graphcache's IndexedDB (the app's crew-hub-cache-* databases, store 'entries') holds
 * every text: what the screen showed is kept for the offline visit. Only databases that exist are
 * opened, so this never creates one the app would then find without its stores.
 */
export function offlineCacheHolds(page: Page, texts: string[]): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    const request = <T>(of: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        of.onsuccess = () => resolve(of.result);
        of.onerror = () => reject(of.error);
      });
    const names = (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.startsWith('crew-hub-cache-'));
    for (const name of names) {
      const database = await request(indexedDB.open(name));
      try {
        if (!database.objectStoreNames.contains('entries')) continue;
        const entries = JSON.stringify(
          await request(
            database.transaction('entries', 'readonly').objectStore('entries').getAll(),
          ),
        );
        if (wanted.every((text) => entries.includes(text))) return true;
      } finally {
        database.close();
      }
    }
    return false;
  }, texts);
}
