import type { FastifyInstance, InjectOptions } from 'fastify';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** app.inject with the headers every app call sends (Host, Type: MOBILE, bearer token). */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: {
    token?: string;
    host?: string;
    payload?: InjectOptions['payload'];
    headers?: Record<string, string>;
  } = {},
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      host: options.host ?? 'localhost',
      type: 'MOBILE',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

/** A multipart/form-data body with one file part (an upload route's request). */
export function multipartFile(
  bytes: Buffer,
  fileName = 'upload.jpg',
  type = 'image/jpeg',
  field = 'file',
) {
  const boundary = '----crewhubtest' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart/form-data body of several parts, files (`bytes`) or fields (`value`), in order. */
export function multipartParts(
  parts: Array<
    { name: string; bytes: Buffer; fileName?: string } | { name: string; value: string }
  >,
) {
  const boundary = '----crewhubtest' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    ...parts.flatMap((part) =>
      'bytes' in part
        ? [
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName ?? 'upload.png'}"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            part.bytes,
            Buffer.from('\r\n'),
          ]
        : [
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
            ),
          ],
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
