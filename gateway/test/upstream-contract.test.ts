import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApi } from '../../api/test/helpers';
import type { TestApi } from '../../api/test/helpers';
import { isUpstreamOperation } from '../upstream/api-client';
import type { UpstreamOperation } from '../upstream/api-client';
import { errorBodySchema } from '../upstream/errors';

// The gateway's upstream shapes and the api's response schemas are written in two layers; this
// test holds them together (docs/decisions/062). It reads the api's own /api/v1/openapi.json and
// compares, for every operation a gateway area calls, the zod shape the gateway parses with the
// schema the api answers with: same property names (every field the api always sends is read,
// every field the gateway reads exists upstream), the gateway's required fields always sent, and
// every value type the api may send accepted by the gateway.

/** A JSON Schema node, as OpenAPI 3.0 and z.toJSONSchema write it. */
interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }
    >
  >;
}

const variants = (schema: JsonSchema): JsonSchema[] => schema.anyOf ?? schema.oneOf ?? [schema];

/** Every primitive type a schema accepts ('any' for an unconstrained one). */
function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  for (const variant of variants(schema)) {
    if (variant.anyOf ?? variant.oneOf) {
      for (const type of typesOf(variant)) types.add(type);
      continue;
    }
    if (variant.nullable) types.add('null');
    const declared = variant.type;
    if (declared === undefined && variant.enum === undefined) types.add('any');
    for (const type of Array.isArray(declared) ? declared : declared ? [declared] : []) {
      types.add(type);
    }
    for (const value of variant.type === undefined ? (variant.enum ?? []) : []) {
      types.add(value === null ? 'null' : typeof value);
    }
  }
  return types;
}

const objectVariant = (schema: JsonSchema): JsonSchema | undefined =>
  variants(schema).find((variant) => variant.properties !== undefined);
const arrayVariant = (schema: JsonSchema): JsonSchema | undefined =>
  variants(schema).find((variant) => variant.items !== undefined);
const recordVariant = (schema: JsonSchema): JsonSchema | undefined =>
  variants(schema).find(
    (variant) =>
      variant.properties === undefined &&
      typeof variant.additionalProperties === 'object' &&
      variant.additionalProperties !== null,
  );
const enumOf = (schema: JsonSchema): unknown[] | undefined =>
  variants(schema).find((variant) => variant.enum !== undefined)?.enum;

/**
 * What disagrees between the gateway's shape (`gateway`) and the api's (`api`) at `path`; empty
 * when the gateway reads exactly what the api sends.
 */
function disagreements(gateway: JsonSchema, api: JsonSchema, path = '$'): string[] {
  const problems: string[] = [];
  const accepted = typesOf(gateway);
  if (!accepted.has('any')) {
    for (const type of typesOf(api)) {
      const ok = accepted.has(type) || (type === 'integer' && accepted.has('number'));
      if (!ok)
        problems.push(
          `${path}: the api may send ${type}, the gateway accepts ${[...accepted].join('|')}`,
        );
    }
  }
  const gatewayEnum = enumOf(gateway);
  const apiEnum = enumOf(api);
  if (gatewayEnum && apiEnum) {
    for (const value of apiEnum) {
      if (!gatewayEnum.includes(value))
        problems.push(
          `${path}: the api may send ${JSON.stringify(value)}, not in the gateway's enum`,
        );
    }
  }

  const gatewayObject = objectVariant(gateway);
  const apiObject = objectVariant(api);
  if (gatewayObject && apiObject) {
    const gatewayProps = gatewayObject.properties ?? {};
    const apiProps = apiObject.properties ?? {};
    const apiRequired = new Set(apiObject.required ?? []);
    for (const name of gatewayObject.required ?? []) {
      if (!apiRequired.has(name))
        problems.push(`${path}.${name}: the gateway requires it, the api does not always send it`);
    }
    for (const name of Object.keys(gatewayProps)) {
      if (!(name in apiProps))
        problems.push(`${path}.${name}: the gateway reads it, the api has no such field`);
    }
    for (const name of apiRequired) {
      if (!(name in gatewayProps))
        problems.push(
          `${path}.${name}: the api always sends it, the gateway's shape has no such field`,
        );
    }
    for (const [name, schema] of Object.entries(gatewayProps)) {
      const upstream = apiProps[name];
      if (upstream) problems.push(...disagreements(schema, upstream, `${path}.${name}`));
    }
  } else if (gatewayObject || apiObject) {
    problems.push(`${path}: an object on one side only`);
  }

  const gatewayArray = arrayVariant(gateway);
  const apiArray = arrayVariant(api);
  if (gatewayArray?.items && apiArray?.items) {
    problems.push(...disagreements(gatewayArray.items, apiArray.items, `${path}[]`));
  }
  const gatewayRecord = recordVariant(gateway)?.additionalProperties;
  const apiRecord = recordVariant(api)?.additionalProperties;
  if (typeof gatewayRecord === 'object' && typeof apiRecord === 'object') {
    problems.push(...disagreements(gatewayRecord, apiRecord, `${path}{}`));
  }
  return problems;
}

/** The shape the gateway accepts (its input side: ids may arrive as numbers or strings). */
const gatewaySchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, {
    io: 'input',
    target: 'openapi-3.0',
    unrepresentable: 'any',
  }) as JsonSchema;

/** Every operation exported by a gateway/schema/<area>/<area>.upstream.ts, by export name. */
async function areaOperations(): Promise<{ name: string; operation: UpstreamOperation }[]> {
  const schemaDir = fileURLToPath(new URL('../schema/', import.meta.url));
  const found: { name: string; operation: UpstreamOperation }[] = [];
  for (const area of readdirSync(schemaDir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const file of readdirSync(join(schemaDir, area.name))) {
      if (!file.endsWith('.upstream.ts')) continue;
      const exports: unknown = await import(pathToFileURL(join(schemaDir, area.name, file)).href);
      for (const [name, value] of Object.entries(exports as Record<string, unknown>)) {
        if (isUpstreamOperation(value))
          found.push({ name: `${area.name}/${file} ${name}`, operation: value });
      }
    }
  }
  return found;
}

const jsonSchemaOf = (response: { content?: Record<string, { schema?: JsonSchema }> }) =>
  response.content?.['application/json']?.schema;

describe('the gateway’s upstream shapes agree with the api’s OpenAPI document', () => {
  let api: TestApi;
  let document: OpenApiDocument;
  let operations: { name: string; operation: UpstreamOperation }[];

  beforeAll(async () => {
    api = await createTestApi();
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
    operations = await areaOperations();
  });
  afterAll(() => api.close());

  const apiOperation = ({ method, path }: UpstreamOperation) =>
    document.paths[`/api/v1${path}`]?.[method.toLowerCase()];

  /** The api's success answer of an operation (its one 2xx response with a JSON body). */
  function successSchema(operation: UpstreamOperation): JsonSchema {
    const responses = apiOperation(operation)?.responses ?? {};
    const success = Object.entries(responses).filter(([status]) => status.startsWith('2'));
    expect(success, `${operation.method} ${operation.path}: one 2xx response`).toHaveLength(1);
    const schema = success[0] ? jsonSchemaOf(success[0][1]) : undefined;
    if (!schema) throw new Error(`${operation.method} ${operation.path}: no JSON success schema`);
    return schema;
  }

  it('finds the operations of every area', () => {
    const areas = new Set(operations.map(({ name }) => name.split('/')[0]));
    expect([...areas].sort()).toEqual([
      'calendar',
      'contracts',
      'crew-info',
      'crew-items',
      'crew-media',
      'crew-profile',
      'crews',
      'documents',
      'forms',
      'help',
      'invoices',
      'jobs',
      'mailbox',
      'mobile-documents',
      'notifications',
      'payrolls',
      'planner-crews',
      'planning-calendar',
      'plus-crews',
      'profile',
      'project-lists',
      'projects',
      'receipts',
      'session',
      'todo-calendar',
      'trainings',
      'vacancies',
    ]);
  });

  it('calls only operations the api documents', () => {
    const unknown = operations
      .filter(({ operation }) => apiOperation(operation) === undefined)
      .map(({ name, operation }) => `${name}: ${operation.method} ${operation.path}`);
    expect(unknown).toEqual([]);
  });

  it('parses each answer with a shape that matches the api’s response schema', () => {
    const problems = operations.flatMap(({ name, operation }) =>
      disagreements(gatewaySchema(operation.response), successSchema(operation)).map(
        (problem) => `${name} (${operation.method} ${operation.path}) ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('reads the error body every refusal of those operations answers with', () => {
    const errorShape = gatewaySchema(errorBodySchema);
    const problems = operations.flatMap(({ operation }) =>
      Object.entries(apiOperation(operation)?.responses ?? {})
        .filter(([status]) => status.startsWith('4'))
        .flatMap(([status, response]) => {
          const schema = jsonSchemaOf(response);
          return schema
            ? disagreements(errorShape, schema).map(
                (problem) => `${operation.method} ${operation.path} ${status} ${problem}`,
              )
            : [];
        }),
    );
    expect(problems).toEqual([]);
  });

  it('fails when a field is renamed on either side', () => {
    const getJob = operations.find(({ operation }) => operation.path === '/jobs/{id}')?.operation;
    if (!getJob) throw new Error('GET /jobs/{id} is not among the operations');
    const apiJob = successSchema(getJob);
    const gatewayJob = gatewaySchema(getJob.response);
    const renamed = (schema: JsonSchema, from: string, to: string): JsonSchema => {
      const { [from]: moved, ...rest } = schema.properties ?? {};
      return {
        ...schema,
        properties: moved ? { ...rest, [to]: moved } : rest,
        required: (schema.required ?? []).map((name) => (name === from ? to : name)),
      };
    };
    expect(disagreements(gatewayJob, apiJob)).toEqual([]);
    // The api renames startsAt: the gateway's required field is gone upstream.
    expect(disagreements(gatewayJob, renamed(apiJob, 'startsAt', 'beginsAt'))).toEqual(
      expect.arrayContaining([expect.stringContaining('$.startsAt')]),
    );
    // The gateway renames remark (optional on its side): the api's field is no longer read.
    expect(disagreements(renamed(gatewayJob, 'remark', 'note'), apiJob)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('$.remark'),
        expect.stringContaining('$.note'),
      ]),
    );
    // A type change deep inside: the api sends the crew id as a string.
    const crewIdAsText: JsonSchema = {
      ...apiJob,
      properties: {
        ...apiJob.properties,
        crew: {
          type: 'object',
          properties: { id: { type: 'boolean' }, caption: { type: 'string' } },
          required: ['id', 'caption'],
        },
      },
    };
    expect(disagreements(gatewayJob, crewIdAsText)).toEqual([
      expect.stringContaining('$.crew.id: the api may send boolean'),
    ]);
  });
});
