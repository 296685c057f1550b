import type { z } from 'zod';
import { UpstreamFailure, isNotFound, upstreamError } from './errors';
import {
  jobPageSchema,
  jobSchema,
  okSchema,
  personSchema,
  plusCrewSchema,
  projectSchema,
  rightsSchema,
  tenantSettingsSchema,
  tokenAnswerSchema,
} from './schemas';
import type {
  UpstreamJob,
  UpstreamJobPage,
  UpstreamPerson,
  UpstreamPlusCrew,
  UpstreamProject,
  UpstreamRights,
  UpstreamTenantSettings,
  UpstreamTokenAnswer,
} from './schemas';

/** What passes through from the app's request to /api/v1. */
export interface ForwardedRequest {
  /** The whole Authorization header value, e.g. `Bearer eyJ…`. */
  authorization?: string;
  /** The Type header; the contract requires MOBILE on sign-in, so that is the default. */
  type?: string;
  /** The Host the app was opened on: the api resolves the tenant from it. */
  host?: string;
  /** The caller's address, for the api's sign-in throttling. */
  forwardedFor?: string;
}

export interface ApiClientOptions {
  fetch: typeof fetch;
  /** Origin of the api, e.g. http://localhost:3000; the client adds /api/v1. */
  baseUrl: string;
  forward: ForwardedRequest;
}

export interface ApiClient {
  /** The same client with another bearer token (the one signIn or refresh just received). */
  withToken(token: string): ApiClient;
  signIn(login: string, password: string): Promise<UpstreamTokenAnswer>;
  refresh(): Promise<UpstreamTokenAnswer>;
  userRights(): Promise<UpstreamRights>;
  mailboxUserRights(): Promise<UpstreamRights>;
  tenant(): Promise<UpstreamTenantSettings>;
  tenantSettings(): Promise<UpstreamTenantSettings>;
  requestPasswordReset(email: string): Promise<boolean>;
  resetPassword(id: string, password: string): Promise<boolean>;
  unsubscribe(token: string): Promise<boolean>;
  jobs(page: { limit: number; page: number }): Promise<UpstreamJobPage>;
  /** null when the job does not exist or is not the caller's (404). */
  job(id: string): Promise<UpstreamJob | null>;
  /** null when the job has no crew chief (404). */
  jobCrewChief(jobId: string): Promise<UpstreamPerson | null>;
  confirmJob(id: string, idempotencyKey: string): Promise<UpstreamJob>;
  project(number: string): Promise<UpstreamProject | null>;
  plusCrew(number: string): Promise<UpstreamPlusCrew | null>;
}

type Method = 'GET' | 'POST';

interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
}

const segment = (value: string): string => encodeURIComponent(value);

/**
 * The typed /api/v1 client: one method per endpoint the schema uses. It holds no state but
 * the forwarded headers, so a new one is built per GraphQL request (see loaders.ts).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { fetch: apiFetch, baseUrl, forward } = options;

  function headersFor(extra: Record<string, string> | undefined, hasBody: boolean): Headers {
    const headers = new Headers({ accept: 'application/json', type: forward.type ?? 'MOBILE' });
    if (forward.authorization) headers.set('authorization', forward.authorization);
    if (forward.host) {
      // fetch() drops a Host header over the network, so the api also gets X-Forwarded-Host;
      // the in-process fetch keeps Host as it is.
      headers.set('host', forward.host);
      headers.set('x-forwarded-host', forward.host);
    }
    if (forward.forwardedFor) headers.set('x-forwarded-for', forward.forwardedFor);
    if (hasBody) headers.set('content-type', 'application/json');
    for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
    return headers;
  }

  async function call<S extends z.ZodType>(
    method: Method,
    path: string,
    schema: S,
    call: CallOptions = {},
  ): Promise<z.output<S>> {
    const url = new URL(`/api/v1${path}`, baseUrl);
    for (const [name, value] of Object.entries(call.query ?? {}))
      url.searchParams.set(name, String(value));
    const operation = `${method} /api/v1${path}`;
    const hasBody = call.body !== undefined;
    let response: Response;
    try {
      response = await apiFetch(url, {
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
    const text = await response.text();
    let json: unknown = undefined;
    if (text.length > 0) {
      try {
        json = JSON.parse(text);
      } catch {
        if (response.ok)
          throw new UpstreamFailure(
            `${operation} answered ${response.status} with a body that is not JSON`,
          );
      }
    }
    if (!response.ok) throw upstreamError(operation, response.status, json, response.headers);
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new UpstreamFailure(`${operation} answered off the contract: ${parsed.error.message}`);
    }
    return parsed.data;
  }

  /** A lookup whose 404 means "none": the nullable fields of the schema. */
  async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
    try {
      return await lookup;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    withToken: (token) =>
      createApiClient({ ...options, forward: { ...forward, authorization: `Bearer ${token}` } }),
    signIn: (login, password) =>
      call('POST', '/auth/token', tokenAnswerSchema, { body: { login, password } }),
    refresh: () => call('GET', '/auth/refresh', tokenAnswerSchema),
    userRights: () => call('GET', '/userRights', rightsSchema),
    mailboxUserRights: () => call('GET', '/mailboxUserRights', rightsSchema),
    tenant: () => call('GET', '/tenant', tenantSettingsSchema),
    tenantSettings: () => call('GET', '/tenantSettings', tenantSettingsSchema),
    requestPasswordReset: async (email) =>
      (await call('POST', '/forgottenPassword', okSchema, { body: { email } })).ok,
    resetPassword: async (id, password) =>
      (await call('POST', `/forgottenPassword/${segment(id)}`, okSchema, { body: { password } }))
        .ok,
    unsubscribe: async (token) =>
      (await call('POST', '/emailMessages/unsubscribe', okSchema, { body: { token } })).ok,
    jobs: ({ limit, page }) => call('GET', '/jobs', jobPageSchema, { query: { limit, page } }),
    job: (id) => orNull(call('GET', `/jobs/${segment(id)}`, jobSchema)),
    jobCrewChief: (jobId) => orNull(call('GET', `/jobs/${segment(jobId)}/crewChief`, personSchema)),
    confirmJob: (id, idempotencyKey) =>
      call('POST', `/jobs/${segment(id)}/confirmation`, jobSchema, {
        body: {},
        headers: { 'idempotency-key': idempotencyKey },
      }),
    project: (number) => orNull(call('GET', `/projects/${segment(number)}`, projectSchema)),
    plusCrew: (number) => orNull(call('GET', `/plusCrews/${segment(number)}`, plusCrewSchema)),
  };
}
