import type { OutgoingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { headerReader } from './api-client';
import type { UpstreamRequest } from './api-client';

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
    const call = jsonCall(input, init);
    if (call) return answerWhole(app, call);
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
    const responseHeaders = headersOf(response.headers);
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

/** A JSON call of the gateway's api client (api-client.ts `call`): read whole on both sides. */
interface JsonCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string | undefined;
}

/**
 * The api client's calls (a URL, a string body or none, `accept: application/json`, no signal) are
 * small JSON both ways: they skip the web-stream adapters of the general path (a Request, its body
 * as a Node stream, the answer as a web stream again), which cost more than the api's own work for
 * a short answer. Anything else (the /api/v1 proxy's uploads and downloads, event streams) streams.
 */
function jsonCall(
  input: Parameters<typeof fetch>[0],
  init: RequestInit | undefined,
): JsonCall | undefined {
  if (!(input instanceof URL) || init?.signal) return undefined;
  const body = init?.body ?? undefined;
  if (body !== undefined && typeof body !== 'string') return undefined;
  const given = new Headers(init?.headers);
  if (given.get('accept') !== 'application/json') return undefined;
  const headers: Record<string, string> = {};
  given.forEach((value, name) => {
    headers[name] = value;
  });
  headers['host'] ??= input.host;
  return { method: (init?.method ?? 'GET').toUpperCase(), url: input, headers, body };
}

/**
 * The api client's JSON calls answered by `app.inject` with no Response at all (api-client.ts
 * UpstreamRequest, docs/decisions/241): the one-process shape of `npm start`.
 */
export function inProcessRequest(app: FastifyInstance): UpstreamRequest {
  return async (url, init) => {
    const response = await injectWhole(app, {
      method: init.method,
      url,
      headers: { ...init.headers, host: init.headers['host'] ?? url.host },
      body: init.body,
    });
    return {
      status: response.statusCode,
      headers: headerReader(response.headers),
      text: response.payload,
    };
  };
}

function injectWhole(app: FastifyInstance, call: JsonCall) {
  return app.inject({
    method: call.method as InjectOptions['method'],
    url: `${call.url.pathname}${call.url.search}`,
    headers: call.headers,
    ...(call.body === undefined ? {} : { payload: call.body }),
  });
}

async function answerWhole(app: FastifyInstance, call: JsonCall): Promise<Response> {
  const response = await injectWhole(app, call);
  const hasBody = !nullBodyStatuses.has(response.statusCode) && call.method !== 'HEAD';
  const body = response.rawPayload;
  return new Response(
    hasBody ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) : null,
    {
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: headersOf(response.headers),
    },
  );
}

function headersOf(injected: OutgoingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(injected)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  return headers;
}
