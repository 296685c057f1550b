import type { FastifyInstance, InjectOptions } from 'fastify';

type Method = 'GET' | 'POST' | 'DELETE';

/** app.inject with the headers every app call sends (Host, Type: MOBILE, bearer token). */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { token?: string; host?: string; payload?: InjectOptions['payload']; headers?: Record<string, string> } = {},
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
