import { encodeRgbPng } from '../../lib/png';
import type { FileStorage } from '../../lib/storage';

// The demo's photos of paper receipts. The seed runs without the file storage (it only has the
// database), so the api makes these real PNGs in its storage the first time one is asked for,
// as the profile area does with its demo portraits.

/** A photo of a till receipt, `width` × `height` pixels: a white slip of grey printed lines on a dark table. */
export function tillReceiptPng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  const left = Math.round(width * 0.2);
  const right = Math.round(width * 0.8);
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    row[0] = 0;
    const onSlip = y > height * 0.05 && y < height * 0.95;
    // Printed lines: every 12th pixel row two rows of ink, of varying length; a bold total near the end.
    const line = Math.floor(y / 12);
    const inkRow = y % 12 < 2 && y > height * 0.12 && y < height * 0.88;
    const inkEnd = left + 8 + ((line * 37) % Math.max(1, right - left - 16));
    const total = y > height * 0.8 && y < height * 0.84;
    for (let x = 0; x < width; x += 1) {
      let rgb: [number, number, number] = [0x3a, 0x3f, 0x47];
      if (onSlip && x >= left && x < right) {
        rgb = [0xfa, 0xfa, 0xf5];
        if ((inkRow && x > left + 8 && x < inkEnd) || (total && x > left + 8 && x < right - 8))
          rgb = [0x55, 0x55, 0x55];
      }
      row.set(rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  return encodeRgbPng(width, height, rows);
}

export const DEMO_RECEIPT_PHOTOS = {
  'demo/receipt-arena.png': [240, 320],
} as const satisfies Record<string, [number, number]>;

function isDemoPhoto(key: string): key is keyof typeof DEMO_RECEIPT_PHOTOS {
  return Object.hasOwn(DEMO_RECEIPT_PHOTOS, key);
}

/** A demo photo's size in bytes, for its row. */
export function demoReceiptPhotoBytes(key: keyof typeof DEMO_RECEIPT_PHOTOS): number {
  return tillReceiptPng(...DEMO_RECEIPT_PHOTOS[key]).length;
}

/** A stored photo's bytes; a missing demo photo is made and stored on the way. */
export async function readReceiptPhotoFile(
  storage: FileStorage,
  key: string,
): Promise<Buffer | null> {
  const stored = await storage.get(key);
  if (stored || !isDemoPhoto(key)) return stored;
  const made = tillReceiptPng(...DEMO_RECEIPT_PHOTOS[key]);
  await storage.put(key, made, 'image/png');
  return made;
}
