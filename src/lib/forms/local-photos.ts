// A form's photo answer taken while offline (src/features/crews/README.md, Photos and security checks in the outbox): the compressed photo is held on the
// phone under a local id far above any stored photo's, and the answers go to the outbox with it
// when sent (the outbox uploads it first, then sends the answers with the uploaded id). Before the
// answers are sent it lives in memory only: after a reload the question asks for the photo again.

/** Local ids start here (stored photo ids are PostgreSQL integers, below 2^31). */
export const LOCAL_PHOTO_BASE = 2 ** 40;

const held = new Map<number, Blob>();
let last = 0;

/** Holds the photo on the phone; answers its local id (a valid photo answer until it is sent). */
export function holdLocalPhoto(blob: Blob): number {
  last += 1;
  const id = LOCAL_PHOTO_BASE + last;
  held.set(id, blob);
  return id;
}

export function isLocalPhotoId(id: number): boolean {
  return id >= LOCAL_PHOTO_BASE;
}

/** The photo held under a local id; undefined when it is not (any more) on this page. */
export function localPhoto(id: number): Blob | undefined {
  return held.get(id);
}

export function releaseLocalPhoto(id: number): void {
  held.delete(id);
}
