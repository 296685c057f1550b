import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG, PNG, WEBP } from '../test/images';
import { multipartFile, multipartParts } from '../test/requests';
import type { ApiInstance } from '../types';
import { ApiError } from './errors';
import { readImageUpload, registerImageMultipart } from './image-upload';

// The rules every upload route shares (profile pictures, form photos, crew photos, receipt photos,
// project logos all read their file through readImageUpload): exactly one part, a file, that
// decodes as the picture its first bytes name. The routes' own tests upload through the real api.

describe('an image upload', () => {
  const app = Fastify();
  const stored: Buffer[] = [];

  beforeAll(async () => {
    await app.register(async (scope) => {
      await registerImageMultipart(scope as unknown as ApiInstance, 1024 * 1024);
      scope.post('/upload', async (request, reply) => {
        const { bytes, contentType } = await readImageUpload(request, {
          tooLarge: () => new ApiError(413, 'BAD_USER_INPUT', 'too large'),
          notAnImage: 'PROFILE_PICTURE_NOT_AN_IMAGE',
          noun: 'picture',
        });
        stored.push(bytes);
        return reply.code(201).send({ contentType });
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (body: { payload: Buffer; headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: '/upload', ...body });

  it('takes one real JPEG, PNG or WebP picture', async () => {
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [PNG, 'image/png'],
      [WEBP, 'image/webp'],
    ] as const) {
      const response = await post(multipartFile(bytes));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ contentType: type });
    }
  });

  it('refuses two files, a file and a field, or a field and a file, storing nothing', async () => {
    const before = stored.length;
    for (const body of [
      multipartParts([
        { name: 'file', bytes: PNG },
        { name: 'file', bytes: PNG },
      ]),
      multipartParts([
        { name: 'file', bytes: PNG },
        { name: 'other', bytes: JPEG },
      ]),
      multipartParts([
        { name: 'file', bytes: PNG },
        { name: 'caption', value: 'x' },
      ]),
      multipartParts([
        { name: 'caption', value: 'x' },
        { name: 'file', bytes: PNG },
      ]),
    ]) {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Send exactly one file and nothing else' });
    }
    expect(stored).toHaveLength(before);
  });

  it('refuses content that only starts like a picture: it must decode', async () => {
    const before = stored.length;
    const signature = (bytes: Buffer, length: number) => bytes.subarray(0, length);
    for (const bytes of [
      Buffer.concat([signature(PNG, 8), Buffer.from('<script>alert(1)</script>')]),
      Buffer.concat([signature(JPEG, 4), Buffer.alloc(200, 7), Buffer.from([0xff, 0xd9])]),
      Buffer.concat([signature(WEBP, 16), Buffer.from('<script>alert(1)</script>')]),
      // A real header with its pixel data cut off.
      PNG.subarray(0, PNG.length - 20),
    ]) {
      const response = await post(multipartFile(bytes));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'The file is not a JPEG, PNG or WebP image',
      });
    }
    expect(stored).toHaveLength(before);
  });
});
