import { encodeRgbPng } from './png';

// What an upload really is, by its first bytes (never by its name or the declared type).

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type of the content by its magic bytes, or null when it is not a JPEG, PNG or WebP. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * A real PNG portrait placeholder of `size`² pixels: a head and shoulders in `figure` on a white
 * background (what the upload hint asks for). The demo's pictures are made with it.
 */
export function portraitPng(size: number, figure: [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  const centre = size / 2;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3, 0xff);
    row[0] = 0;
    for (let x = 0; x < size; x += 1) {
      const head = (x - centre) ** 2 + (y - size * 0.4) ** 2 < (size * 0.2) ** 2;
      const shoulders =
        y > size * 0.68 && (x - centre) ** 2 + (y - size * 1.05) ** 2 < (size * 0.42) ** 2;
      if (head || shoulders) figure.forEach((value, channel) => (row[1 + x * 3 + channel] = value));
    }
    rows.push(row);
  }
  return encodeRgbPng(size, size, rows);
}
