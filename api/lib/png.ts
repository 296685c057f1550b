import { crc32, deflateSync } from 'node:zlib';

// A minimal PNG writer for pictures the api makes itself (demo portraits, demo signatures), and the
// size of a PNG someone sent (a drawn signature).

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/** An 8-bit RGB PNG of `rows`, each a filter byte (0) followed by width × 3 channel bytes. */
export function encodeRgbPng(width: number, height: number, rows: Buffer[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A drawn-looking signature for the demo's signed documents: a dark wave across a white 240×80
 * PNG whose shape follows `seed`, so each demo signer's line differs.
 */
export function demoSignaturePng(seed: number): Buffer {
  const width = 240;
  const height = 80;
  const rows: Buffer[] = [];
  const curve = (x: number) =>
    height / 2 + Math.sin(x / (9 + (seed % 5))) * 18 * Math.cos(x / (31 + (seed % 7)));
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3, 0xff);
    row[0] = 0;
    for (let x = 20; x < width - 20; x += 1) {
      if (Math.abs(curve(x) - y) < 1.6) row.fill(0x20, 1 + x * 3, 4 + x * 3);
    }
    rows.push(row);
  }
  return encodeRgbPng(width, height, rows);
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG's width and height when the bytes are a PNG (magic bytes and an IHDR chunk), else null. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 33 || !PNG_MAGIC.every((byte, index) => bytes[index] === byte)) return null;
  if (bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
