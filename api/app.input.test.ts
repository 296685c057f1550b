import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from './db/seed/demo';
import { errorSchema } from './lib/schemas';
import { call } from './test/requests';
import { createTestApi, testBackends } from './test/helpers';
import type { DemoAccount, TestApi } from './test/helpers';

/** The path and query id's pattern as the OpenAPI document writes it. */
const ID_PATTERN = '^[1-9][0-9]{0,9}$';

interface JsonSchema {
  type?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  enum?: unknown[];
  format?: string;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** A value the schema accepts: enough letters for minLength, the first enum member, 1 for numbers. */
function validValue(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.format === 'date') return '2026-12-24';
  if (schema.format === 'date-time') return '2026-12-24T10:00:00+00:00';
  if (schema.format === 'email') return 'someone@example.com';
  // A month (YYYY-MM), e.g. a plus crew's monthly target.
  if (JSON.stringify(schema).includes('-(0[1-9]|1[0-2])$')) return '2026-12';
  // An id in a path or a query (lib/input.schemas.ts).
  if (JSON.stringify(schema).includes(ID_PATTERN)) return '1';
  if (schema.type === 'string') return 'a'.repeat(Math.max(schema.minLength ?? 1, 8));
  if (schema.type === 'number' || schema.type === 'integer') return 1;
  if (schema.type === 'boolean') return true;
  // A map such as a form's answers by question id: empty is a valid shape.
  if (schema.type === 'object' && !schema.properties) return {};
  return undefined;
}

interface Field {
  in: 'path' | 'query' | 'header' | 'body';
  name: string;
}

/**
 * Every string field of every route in the OpenAPI document. A route whose input is a plain
 * z.string() instead of text() (lib/schemas.ts) would pass a NUL to the database: this finds it.
 */
describe.each(testBackends())('control characters in any string input (%s)', (backend) => {
  let api: TestApi;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    api = await createTestApi({ backend });
    const document = (
      await api.app.inject({
        method: 'GET',
        url: '/api/v1/openapi.json',
        headers: { host: 'localhost' },
      })
    ).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    paths = document.paths;
  });
  afterAll(() => api.close());

  it('answer 400 naming the field, for every string field of body, query, path and headers', async () => {
    const tried: string[] = [];
    for (const [template, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = (operation.parameters ?? []).filter(
          (parameter) => parameter.name !== 'type',
        );
        const body = operation.requestBody?.content['application/json']?.schema;
        const fields: Field[] = [
          ...parameters.filter(
            (parameter) => parameter.schema.type === 'string' && !parameter.schema.enum,
          ),
          ...Object.entries(body?.properties ?? {})
            .filter(([, schema]) => schema.type === 'string' && !schema.enum)
            .map(([name]) => ({ in: 'body' as const, name })),
        ];
        for (const field of fields) {
          for (const bad of ['a\u0000b', 'a\u001bb']) {
            const value = (target: Field, schema: JsonSchema) =>
              target.in === field.in && target.name === field.name ? bad : validValue(schema);
            let url = template;
            const query = new URLSearchParams();
            const headers: Record<string, string> = { host: 'localhost', type: 'MOBILE' };
            for (const parameter of parameters) {
              const given = value(parameter, parameter.schema);
              if (given === undefined) continue;
              if (parameter.in === 'path')
                url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(given)));
              else if (parameter.in === 'query') query.set(parameter.name, String(given));
              else if (parameter.in === 'header' && given !== undefined)
                headers[parameter.name] = String(given);
            }
            const payload = body
              ? Object.fromEntries(
                  Object.entries(body.properties ?? {}).map(([name, schema]) => [
                    name,
                    value({ in: 'body', name }, schema),
                  ]),
                )
              : undefined;
            const label = `${method.toUpperCase()} ${template} ${field.in} ${field.name} ${JSON.stringify(bad)}`;
            const response = await answerPastAccess(api, {
              method: method.toUpperCase() as 'GET' | 'POST',
              url: `${url}${query.size > 0 ? `?${query}` : ''}`,
              headers,
              payload,
            });
            expect(response.statusCode, label).toBe(400);
            const answer = response.json<{
              code: string;
              details?: Array<{ path: string; message: string }>;
            }>();
            expect(answer.code, label).toBe('BAD_USER_INPUT');
            const where =
              field.in === 'body'
                ? 'body'
                : field.in === 'query'
                  ? 'querystring'
                  : field.in === 'path'
                    ? 'params'
                    : 'headers';
            expect(answer.details, label).toContainEqual({
              path: `${where}.${field.name}`,
              message: 'must not contain control characters',
            });
            tried.push(label);
          }
        }
      }
    }
    // The walk reaches the known string inputs (a broken walk must not pass by trying nothing).
    for (const expected of [
      'POST /api/v1/auth/token body login',
      'POST /api/v1/auth/token body password',
      'POST /api/v1/forgottenPassword body email',
      'POST /api/v1/forgottenPassword/{id} path id',
      'GET /api/v1/projects/{number} path number',
      'POST /api/v1/jobs/{id}/confirmation header idempotency-key',
    ]) {
      expect(
        tried.some((label) => label.startsWith(expected)),
        expected,
      ).toBe(true);
    }
  });
});

/**
 * Every id of every route in the OpenAPI document (lib/input.schemas.ts): a path or query id is
 * digits `1`..`2147483647` and nothing else, a body id a JSON integer in that range. A loose
 * coercion answered job 1 for `/jobs/0x1`, `/jobs/1e0`, `/jobs/+1`, `/jobs/01` and `/jobs/%201`,
 * and took `true` and `"33"` for a crew item id; an id past 2^31 − 1 failed the statement (500).
 */
describe.each(testBackends())('ids in any input (%s)', (backend) => {
  let api: TestApi;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    api = await createTestApi({ backend });
    paths = (
      await api.app.inject({
        method: 'GET',
        url: '/api/v1/openapi.json',
        headers: { host: 'localhost' },
      })
    ).json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  });
  afterAll(() => api.close());

  const isBodyId = (schema: JsonSchema) =>
    schema.type === 'integer' && schema.minimum === 1 && schema.maximum === 2_147_483_647;

  it('answer 400 naming the field for an id written any other way, or out of range', async () => {
    const tried: string[] = [];
    for (const [template, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = (operation.parameters ?? []).filter(
          (parameter) => parameter.name !== 'type',
        );
        const body = operation.requestBody?.content['application/json']?.schema;
        const fields: Array<{ field: Field; bad: unknown[] }> = [
          ...parameters
            .filter((parameter) => JSON.stringify(parameter.schema).includes(ID_PATTERN))
            .map((parameter) => ({
              field: { in: parameter.in, name: parameter.name },
              bad: ['0x1', '1e0', '+1', '01', ' 1', '1 ', '0', '-1', '2147483648', '9'.repeat(20)],
            })),
          ...Object.entries(body?.properties ?? {})
            .filter(([, schema]) => isBodyId(schema))
            .map(([name]) => ({
              field: { in: 'body' as const, name },
              bad: [true, '33', '1', 0, -1, 1.5, 2_147_483_648],
            })),
        ];
        for (const { field, bad: values } of fields) {
          for (const bad of values) {
            const value = (target: Field, schema: JsonSchema) =>
              target.in === field.in && target.name === field.name ? bad : validValue(schema);
            let url = template;
            const query = new URLSearchParams();
            const headers: Record<string, string> = { host: 'localhost', type: 'MOBILE' };
            for (const parameter of parameters) {
              const given = value(parameter, parameter.schema);
              if (given === undefined) continue;
              if (parameter.in === 'path')
                url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(given)));
              else if (parameter.in === 'query') query.set(parameter.name, String(given));
              else if (parameter.in === 'header') headers[parameter.name] = String(given);
            }
            const payload = body
              ? Object.fromEntries(
                  Object.entries(body.properties ?? {}).map(([name, schema]) => [
                    name,
                    value({ in: 'body', name }, schema),
                  ]),
                )
              : undefined;
            const label = `${method.toUpperCase()} ${template} ${field.in} ${field.name} ${JSON.stringify(bad)}`;
            const response = await answerPastAccess(api, {
              method: method.toUpperCase() as 'GET' | 'POST',
              url: `${url}${query.size > 0 ? `?${query}` : ''}`,
              headers,
              payload,
            });
            expect(response.statusCode, label).toBe(400);
            const where =
              field.in === 'body' ? 'body' : field.in === 'query' ? 'querystring' : 'params';
            expect(
              response.json<{ details?: Array<{ path: string }> }>().details?.map((d) => d.path),
              label,
            ).toContain(`${where}.${field.name}`);
            tried.push(label);
          }
        }
      }
    }
    for (const expected of [
      'GET /api/v1/jobs/{id} path id',
      'POST /api/v1/projectCrewItemStatus body crewItemId',
      'POST /api/v1/formResults/perform body formId',
      'GET /api/v1/plusCrewData query plusCrewId',
    ]) {
      expect(
        tried.some((label) => label.startsWith(expected)),
        expected,
      ).toBe(true);
    }
  });
});

/**
 * Every day (format date) and instant (format date-time) field of every route in the OpenAPI
 * document (decision 247): a day or an instant that does not exist, or lies where PostgreSQL takes
 * none (year 0, year 10000 in UTC), is a 400 naming the field, and the ends of the range are taken
 * without a 500. Before, `2026-02-30T08:00:00Z` was stored as 2 March and `dateFrom=0000-01-01` failed
 * the statement (500) on a dozen routes.
 */
describe.each(testBackends())(
  'impossible and out-of-range days and instants in any input (%s)',
  (backend) => {
    let api: TestApi;
    let paths: Record<string, Record<string, Operation>>;
    beforeAll(async () => {
      api = await createTestApi({ backend });
      paths = (
        await api.app.inject({
          method: 'GET',
          url: '/api/v1/openapi.json',
          headers: { host: 'localhost' },
        })
      ).json<{
        paths: Record<string, Record<string, Operation>>;
      }>().paths;
    });
    afterAll(() => api.close());

    const BAD = {
      date: [
        ['2026-02-30', 'must be a real day (YYYY-MM-DD)'],
        ['2027-02-29', 'must be a real day (YYYY-MM-DD)'],
        ['0000-01-01', 'must lie between 1970-01-01 and 9999-12-30'],
        ['9999-12-31', 'must lie between 1970-01-01 and 9999-12-30'],
      ],
      'date-time': [
        ['2026-02-30T08:00:00Z', 'must be a real date-time (its day, time and offset as written)'],
        ['2026-12-24T24:00:00Z', 'must be a real date-time (its day, time and offset as written)'],
        ['0000-01-01T00:00:00Z', 'must lie between 1970-01-01T00:00:00Z and 9999-12-30T23:59:59Z'],
        [
          '9999-12-31T23:59:00-23:59',
          'must lie between 1970-01-01T00:00:00Z and 9999-12-30T23:59:59Z',
        ],
      ],
    } as const;
    const EDGES = {
      date: ['1970-01-01', '9999-12-30'],
      'date-time': ['1970-01-01T00:00:00+00:00', '9999-12-30T23:59:59+00:00'],
    } as const;
    let keys = 0;

    /** The operation's request with `override` for the fields it names, valid values elsewhere. */
    function requestOf(
      template: string,
      method: string,
      operation: Operation,
      override: (field: Field, schema: JsonSchema) => unknown,
    ) {
      const parameters = (operation.parameters ?? []).filter(
        (parameter) => parameter.name !== 'type',
      );
      const body = operation.requestBody?.content['application/json']?.schema;
      let url = template;
      const query = new URLSearchParams();
      const headers: Record<string, string> = { host: 'localhost', type: 'MOBILE' };
      for (const parameter of parameters) {
        const given = override(parameter, parameter.schema) ?? validValue(parameter.schema);
        if (given === undefined) continue;
        if (parameter.in === 'path')
          url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(given)));
        else if (parameter.in === 'query') query.set(parameter.name, String(given));
        else headers[parameter.name] = String(given);
      }
      // A key of its own per request: a replay of an earlier answer would hide this one.
      if (parameters.some((parameter) => parameter.name === 'idempotency-key'))
        headers['idempotency-key'] = `dates-${backend}-${(keys += 1)}`;
      const payload = body
        ? Object.fromEntries(
            Object.entries(body.properties ?? {}).map(([name, schema]) => [
              name,
              override({ in: 'body', name }, schema) ?? validValue(schema),
            ]),
          )
        : undefined;
      return {
        method: method.toUpperCase() as 'GET' | 'POST',
        url: `${url}${query.size > 0 ? `?${query}` : ''}`,
        headers,
        payload,
      };
    }

    it('answer 400 naming the field for a day or time that does not exist or lies out of range, and take the range’s ends', async () => {
      const tried: string[] = [];
      for (const [template, operations] of Object.entries(paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const body = operation.requestBody?.content['application/json']?.schema;
          const fields: Array<Field & { format: 'date' | 'date-time' }> = [
            ...(operation.parameters ?? []).map((parameter) => ({
              in: parameter.in,
              name: parameter.name,
              format: parameter.schema.format,
            })),
            ...Object.entries(body?.properties ?? {}).map(([name, schema]) => ({
              in: 'body' as const,
              name,
              format: schema.format,
            })),
          ].filter(
            (field): field is Field & { format: 'date' | 'date-time' } =>
              field.format === 'date' || field.format === 'date-time',
          );
          for (const field of fields) {
            const where =
              field.in === 'body'
                ? 'body'
                : field.in === 'query'
                  ? 'querystring'
                  : field.in === 'path'
                    ? 'params'
                    : 'headers';
            for (const [bad, message] of BAD[field.format]) {
              const label = `${method.toUpperCase()} ${template} ${field.in} ${field.name} ${bad}`;
              const request = requestOf(template, method, operation, (target) =>
                target.in === field.in && target.name === field.name ? bad : undefined,
              );
              const response = await answerPastAccess(api, request);
              expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
              expect(response.json<{ details?: unknown[] }>().details, label).toContainEqual({
                path: `${where}.${field.name}`,
                message,
              });
              tried.push(label);
            }
          }
          // Every day and instant of the operation at one end of the range: never refused for it, never a 500.
          for (const end of [0, 1] as const) {
            if (fields.length === 0) continue;
            const request = requestOf(template, method, operation, (_target, schema) =>
              schema.format === 'date' || schema.format === 'date-time'
                ? EDGES[schema.format][end]
                : undefined,
            );
            const response = await answerPastAccess(api, request);
            const label = `${request.method} ${request.url} ${JSON.stringify(request.payload ?? {})}`;
            expect(response.statusCode, `${label}: ${response.body}`).not.toBe(500);
            const details =
              response.statusCode === 400
                ? (response.json<{ details?: Array<{ path: string }> }>().details ?? [])
                : [];
            expect(
              details.filter((detail) =>
                fields.some((field) => detail.path.endsWith(`.${field.name}`)),
              ),
              label,
            ).toEqual([]);
          }
        }
      }
      // The walk reaches the fields the brief of decision 247 names (a broken walk must not pass by trying nothing).
      for (const expected of [
        'GET /api/v1/projectCrewItems query dateFrom',
        'GET /api/v1/projectCrewItems query endsAfter',
        'POST /api/v1/projectCrewItemStatus body startsAt',
        'POST /api/v1/projectCrews/{id}/projectCrewItemStatus body at',
        'POST /api/v1/projectCrews/{id}/projectCrewItemStatus body recordedAt',
        'POST /api/v1/projectCrews/{id}/photos query takenAt',
        'GET /api/v1/jobs query dateTo',
        'GET /api/v1/projects query beginDateFrom',
        'POST /api/v1/projects/{id}/copy body beginDate',
        'POST /api/v1/blockDates body beginDate',
        'POST /api/v1/receipts body date',
        'GET /api/v1/activities query dueFrom',
        'GET /api/v1/pCrews query dateFrom',
      ]) {
        expect(
          tried.some((label) => label.startsWith(expected)),
          expected,
        ).toBe(true);
      }
    }, 120_000);
  },
);

describe("Fastify's own refusals", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  const headers = { host: 'localhost', type: 'MOBILE' };
  const marker = 'ECHO<script>';
  const cases = [
    {
      name: '414 for a path parameter over its limit',
      request: { method: 'GET', url: `/api/v1/projects/${marker}${'x'.repeat(100_000)}`, headers },
      status: 414,
    },
    {
      name: '400 for a malformed %-escape',
      request: { method: 'GET', url: `/api/v1/projects/${marker}%zz`, headers },
      status: 400,
    },
    {
      name: '415 for a body of an unsupported media type',
      request: {
        method: 'POST',
        url: '/api/v1/auth/token',
        headers: { ...headers, 'content-type': 'application/xml' },
        payload: `<a>${marker}</a>`,
      },
      status: 415,
    },
    {
      name: '415 for a text/plain body (only JSON comes in)',
      request: {
        method: 'POST',
        url: '/api/v1/auth/token',
        headers: { ...headers, 'content-type': 'text/plain' },
        payload: marker,
      },
      status: 415,
    },
    {
      name: '413 for a body over the limit',
      request: {
        method: 'POST',
        url: '/api/v1/auth/token',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ login: marker, password: 'x'.repeat(100_000) }),
      },
      status: 413,
    },
    {
      name: '400 for a body that is not JSON',
      request: {
        method: 'POST',
        url: '/api/v1/auth/token',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: `{"login": "${marker}`,
      },
      status: 400,
    },
  ] as const;

  it.each(cases)(
    "$name, in the api's error shape, without echoing the input",
    async ({ request, status }) => {
      const response = await api.app.inject(request);
      expect(response.statusCode).toBe(status);
      const body = response.json<unknown>();
      expect(errorSchema.strict().parse(body)).toMatchObject({
        statusCode: status,
        code: 'BAD_USER_INPUT',
      });
      expect(response.body).not.toContain('ECHO');
      expect(response.body).not.toContain('xxxx');
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );
});

describe('Cache-Control', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('is no-store on /api/v1 answers: the token, a read, a refusal and an unknown route', async () => {
    const signIn = await call(api.app, 'POST', '/auth/token', {
      payload: { login: DEMO_LOGINS.crew, password: 'demo1234' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const crewToken = signIn.json<{ token: string }>().token;
    for (const [url, token] of [
      ['/jobs', crewToken],
      ['/jobs', undefined],
      ['/no-such-route', undefined],
      ['/tenantSettings', undefined],
    ]) {
      const response = await call(api.app, 'GET', url as string, { token });
      expect(response.headers['cache-control'], `${url} ${response.statusCode}`).toBe('no-store');
    }
  });
});

/** The request as the first demo account whose rights let it reach validation (no account for a public route). */
async function answerPastAccess(
  api: TestApi,
  request: {
    method: 'GET' | 'POST';
    url: string;
    headers: Record<string, string>;
    payload: unknown;
  },
) {
  const send = (token?: string) =>
    api.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(request.payload === undefined
        ? {}
        : { payload: request.payload as Record<string, unknown> }),
    });
  let response = await send();
  for (const account of Object.keys(DEMO_LOGINS) as DemoAccount[]) {
    if (response.statusCode !== 401 && response.statusCode !== 403) break;
    response = await send(await api.signInAs(account));
  }
  return response;
}
