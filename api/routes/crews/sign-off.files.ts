import type { FileStorage } from '../../lib/storage';
import { demoSignaturePng } from '../../lib/png';

// The client's drawn signatures in the file storage (api/lib/storage), and the demo's one.

/** The demo signature's key: the seed has no file storage, so the api makes the PNG on first read. */
export const DEMO_CREW_SIGNATURE_KEY = 'demo/crew-signature.png';

/** A stored signature's bytes; the demo's is made and stored on the way (cheap, idempotent). */
export async function readSignatureFile(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stored = await storage.get(key);
  if (stored || key !== DEMO_CREW_SIGNATURE_KEY) return stored;
  const made = demoSignaturePng(11);
  await storage.put(key, made, 'image/png');
  return made;
}
