import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, InjectOptions } from 'fastify';

// Statuses whose Response must not carry a body (the Response constructor throws otherwise).
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

/**
 * A `fetch` that answers from the api's Fastify instance through `app.inject`: no socket, no
 * port, the same Request/Response interface the gateway uses against API_URL (docs/decisions/
 * 012-in-process-fetch.md). Request bodies stream in and response bodies stream out
 * (payloadAsStream), so uploads and downloads are not buffered twice.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    headers['host'] ??= url.host;
    const payload =
      request.body === null
        ? undefined
        : Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
    const method = request.method.toUpperCase();
    const response = await app.inject({
      method: method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
      payloadAsStream: true,
      signal: request.signal,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
      else responseHeaders.set(name, String(value));
    }
    const stream = response.stream();
    // A reader that lets go early (an aborted request, a cancelled body: a closed event stream)
    // must reach the api as a closed connection would, or its route keeps writing forever.
    const serverResponse = response.raw.res;
    const hangUp = () => {
      if (!serverResponse.writableFinished) serverResponse.destroy();
    };
    request.signal.addEventListener('abort', hangUp, { once: true });
    stream.once('close', hangUp);
    const hasBody = !nullBodyStatuses.has(response.statusCode) && method !== 'HEAD';
    if (!hasBody) stream.resume();
    return new Response(
      hasBody ? (Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>) : null,
      {
        status: response.statusCode,
        statusText: response.statusMessage,
        headers: responseHeaders,
      },
    );
  };
}
