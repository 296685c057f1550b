import sharp from 'sharp';

// Real pictures for the upload tests: an upload must decode as the format its first bytes name
// (lib/image-upload.ts), so a JPEG marker followed by filler is no longer taken.

const picture = () =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 200, g: 30, b: 30 } } });

export const JPEG: Buffer = await picture().jpeg().toBuffer();
export const PNG: Buffer = await picture().png().toBuffer();
export const WEBP: Buffer = await picture().webp().toBuffer();
