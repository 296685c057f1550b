import type { z } from 'zod';
import { UpstreamFailure, isNotFound, upstreamError } from './errors';

// Generic transport only: fetch, forwarded headers, error mapping and answer parsing. Which
// endpoint answers what lives in each area (gateway/schema/<area>/<area>.upstream.ts).

/** What passes through from the app's request to /api/v1. */
export interface ForwardedRequest {
  /** The whole Authorization header value, e.g. `Bearer eyJ…`. */
  authorization?: string;
  /** The Type header; every /api/v1 call requires MOBILE (decision 006), so that is the default. */
  type?: string;
  /** The Host the app was opened on: the api resolves the tenant from it. */
  host?: string;
  /** The caller's address, for the api's sign-in throttling. */
  forwardedFor?: string;
  /** The gateway request's id: the api logs its lines under the same id (x-request-id). */
  requestId?: string;
}

/**
 * One JSON exchange with /api/v1, read whole: all `call` needs. A WHATWG fetch builds a Request,
 * Headers and web streams for every call, which cost the gateway more than its GraphQL work on a
 * short answer; the gateway's own transports (pooled-request.ts over HTTP, inProcessRequest in
 * one process) skip them (docs/decisions/241).
 */
export type UpstreamRequest = (
  url: URL,
  init: { method: Method; headers: Record<string, string>; body: string | undefined },
) => Promise<UpstreamAnswer>;

export interface UpstreamAnswer {
  status: number;
  headers: Pick<Headers, 'get'>;
  text: string;
}

/** Headers as Node gives them (lower-case names; a repeated one as an array), read like Headers.get. */
export function headerReader(
  raw: Record<string, string | string[] | number | undefined>,
): Pick<Headers, 'get'> {
  return {
    get(name: string) {
      const value = raw[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : String(value);
    },
  };
}

/** An UpstreamRequest over a fetch: the default where no cheaper transport is given. */
export function requestViaFetch(apiFetch: typeof fetch): UpstreamRequest {
  return async (url, init) => {
    const response = await apiFetch(url, init);
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
}

export interface ApiClientOptions {
  fetch: typeof fetch;
  /** The transport of `call`; without it, `fetch`. Event streams always use `fetch`. */
  request?: UpstreamRequest;
  /** Origin of the api, e.g. http://localhost:3000; the client adds /api/v1. */
  baseUrl: string;
  forward: ForwardedRequest;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const OPERATION = Symbol('upstream operation');

/**
 * One /api/v1 endpoint the gateway calls and the api's zod schema of its 2xx answer. The path is
 * the api's OpenAPI template (`/jobs/{id}`), as /api/v1/openapi.json names the operation.
 */
export interface UpstreamOperation<S extends z.ZodType = z.ZodType> {
  readonly [OPERATION]: true;
  readonly method: Method;
  readonly path: string;
  readonly response: S;
}

export function upstreamOperation<S extends z.ZodType>(
  method: Method,
  path: string,
  response: S,
): UpstreamOperation<S> {
  return { [OPERATION]: true, method, path, response };
}

export function isUpstreamOperation(value: unknown): value is UpstreamOperation {
  return typeof value === 'object' && value !== null && OPERATION in value;
}

export interface CallOptions {
  /** Values for the `{name}` segments of the path (encoded here). */
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiClient {
  /** The same client with another bearer token (the one signIn or refresh just received). */
  withToken(token: string): ApiClient;
  /** Calls the endpoint and parses its answer; a non-2xx answer throws (errors.ts). */
  call<S extends z.ZodType>(
    operation: UpstreamOperation<S>,
    options?: CallOptions,
  ): Promise<z.output<S>>;
  /**
   * Opens a GET that answers a stream (server-sent events) and returns its body unread; a non-2xx
   * answer throws as `call` does. Aborting `signal` closes the upstream request.
   */
  openStream(
    path: string,
    options: { headers?: Record<string, string>; signal: AbortSignal },
  ): Promise<ReadableStream<Uint8Array>>;
}

function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

/**
 * The /api/v1 client. It holds no state but the forwarded headers, so a new one is built per
 * GraphQL request (context.ts).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { fetch: apiFetch, baseUrl, forward } = options;
  const request = options.request ?? requestViaFetch(apiFetch);

  /** The headers of a call, by lower-case name (a later extra header replaces a forwarded one). */
  function headersFor(
    extra: Record<string, string> | undefined,
    hasBody: boolean,
  ): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      type: forward.type ?? 'MOBILE',
    };
    if (forward.authorization) headers['authorization'] = forward.authorization;
    if (forward.host) {
      // fetch() drops a Host header over the network, so the api also gets X-Forwarded-Host;
      // the in-process fetch keeps Host as it is.
      headers['host'] = forward.host;
      headers['x-forwarded-host'] = forward.host;
    }
    if (forward.forwardedFor) headers['x-forwarded-for'] = forward.forwardedFor;
    if (forward.requestId) headers['x-request-id'] = forward.requestId;
    if (hasBody) headers['content-type'] = 'application/json';
    for (const [name, value] of Object.entries(extra ?? {})) headers[name.toLowerCase()] = value;
    return headers;
  }

  async function call<S extends z.ZodType>(
    { method, path, response: schema }: UpstreamOperation<S>,
    call: CallOptions = {},
  ): Promise<z.output<S>> {
    const filled = fillPath(path, call.params);
    const url = new URL(`/api/v1${filled}`, baseUrl);
    for (const [name, value] of Object.entries(call.query ?? {}))
      url.searchParams.set(name, String(value));
    const operation = `${method} /api/v1${filled}`;
    const hasBody = call.body !== undefined;
    let response: UpstreamAnswer;
    try {
      response = await request(url, {
        method,
        headers: headersFor(call.headers, hasBody),
        body: hasBody ? JSON.stringify(call.body) : undefined,
      });
    } catch (cause) {
      throw new UpstreamFailure(
        `${operation} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
        { cause },
      );
    }
    const { text } = response;
    const ok = response.status >= 200 && response.status < 300;
    let json: unknown = undefined;
    if (text.length > 0) {
      try {
        json = JSON.parse(text);
      } catch {
        if (ok)
          throw new UpstreamFailure(
            `${operation} answered ${response.status} with a body that is not JSON`,
          );
      }
    }
    if (!ok) throw upstreamError(operation, response.status, json, response.headers);
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new UpstreamFailure(`${operation} answered off the contract: ${parsed.error.message}`);
    }
    return parsed.data;
  }

  async function openStream(
    path: string,
    { headers, signal }: { headers?: Record<string, string>; signal: AbortSignal },
  ): Promise<ReadableStream<Uint8Array>> {
    const operation = `GET /api/v1${path}`;
    let response: Response;
    try {
      response = await apiFetch(new URL(`/api/v1${path}`, baseUrl), {
        method: 'GET',
        headers: headersFor({ accept: 'text/event-stream', ...headers }, false),
        signal,
      });
    } catch (cause) {
      throw new UpstreamFailure(
        `${operation} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
        { cause },
      );
    }
    if (!response.ok || response.body === null) {
      const text = await response.text();
      let json: unknown = undefined;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON: the status alone decides
      }
      throw upstreamError(operation, response.status, json, response.headers);
    }
    return response.body;
  }

  return {
    withToken: (token) =>
      createApiClient({ ...options, forward: { ...forward, authorization: `Bearer ${token}` } }),
    call,
    openStream,
  };
}

/** A lookup whose 404 means "none": the nullable fields of the schema. */
export async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
