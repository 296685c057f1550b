import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { areas } from './areas';
import { buildSchema } from './index';
import { jobSchema } from './shared/shared.upstream';

// Codegen maps a GraphQL type to the area's `Upstream<Type>` (docs/decisions/062), so TypeScript
// no longer compares the two: this test does. Every field of a mapped type must come from the
// upstream shape under the same name (non-null in GraphQL only if always there and never null
// upstream) or from a field resolver of some area.

interface JsonSchema {
  nullable?: boolean;
  anyOf?: JsonSchema[];
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Mapped {
  type: string;
  shape: z.ZodType;
}

const schemaDir = fileURLToPath(new URL('.', import.meta.url));

/** `export type Upstream<Type> = z.output<typeof <shape>>` in each area's upstream module. */
async function mappedShapes(): Promise<Mapped[]> {
  const mapped: Mapped[] = [];
  for (const area of readdirSync(schemaDir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    const file = join(schemaDir, area.name, `${area.name}.upstream.ts`);
    if (!existsSync(file)) continue;
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const source = readFileSync(file, 'utf8');
    for (const [, type, shapeName] of source.matchAll(
      /^export type Upstream(\w+) = z\.output<typeof (\w+)>;/gm,
    )) {
      const shape = shapeName === undefined ? undefined : exports[shapeName];
      if (type === undefined || !(shape instanceof z.ZodType)) {
        throw new Error(
          `${area.name}: export ${shapeName ?? '?'} so Upstream${type ?? '?'} can be checked`,
        );
      }
      mapped.push({ type, shape });
    }
  }
  return mapped;
}

const acceptsNull = (schema: JsonSchema): boolean =>
  schema.nullable === true ||
  schema.type === 'null' ||
  (schema.anyOf ?? []).some((variant) => acceptsNull(variant));

/** Fields some area resolves itself, by type. */
function resolvedFields(type: string): Set<string> {
  const fields = new Set<string>();
  for (const area of areas) {
    const byType = (area.resolvers as Record<string, unknown>)[type];
    if (typeof byType === 'object' && byType !== null) {
      for (const field of Object.keys(byType)) fields.add(field);
    }
  }
  return fields;
}

function fieldProblems(graphqlType: GraphQLObjectType, shape: z.ZodType): string[] {
  const json = z.toJSONSchema(shape, {
    io: 'output',
    target: 'openapi-3.0',
    unrepresentable: 'any',
  }) as JsonSchema;
  const required = new Set(json.required ?? []);
  const resolved = resolvedFields(graphqlType.name);
  return Object.values(graphqlType.getFields()).flatMap((field) => {
    if (resolved.has(field.name)) return [];
    const property = json.properties?.[field.name];
    const at = `${graphqlType.name}.${field.name}`;
    if (property === undefined) return [`${at}: not in Upstream${graphqlType.name}, no resolver`];
    if (String(field.type).endsWith('!') && (!required.has(field.name) || acceptsNull(property))) {
      return [`${at}: non-null in GraphQL, optional or nullable in Upstream${graphqlType.name}`];
    }
    return [];
  });
}

describe('mapped GraphQL types', () => {
  const schema = buildSchema();
  const objectType = (name: string): GraphQLObjectType | undefined => {
    // Duck-typed: yoga builds the schema with its own copy of graphql (see upstream/errors.ts).
    const type = schema.getType(name);
    return type?.constructor.name === 'GraphQLObjectType' ? (type as GraphQLObjectType) : undefined;
  };

  it('get every field from the upstream shape or a resolver', async () => {
    const mapped = (await mappedShapes()).filter(({ type }) => objectType(type) !== undefined);
    expect(mapped.map(({ type }) => type)).toEqual(
      expect.arrayContaining(['Job', 'JobPage', 'Project', 'PlusCrew', 'TenantSettings']),
    );
    const problems = mapped.flatMap(({ type, shape }) => {
      const graphqlType = objectType(type);
      return graphqlType ? fieldProblems(graphqlType, shape) : [];
    });
    expect(problems).toEqual([]);
  });

  it('report a field the upstream shape lost or made optional', () => {
    const job = objectType('Job');
    if (!job) throw new Error('Job is not in the schema');
    expect(fieldProblems(job, jobSchema)).toEqual([]);
    expect(fieldProblems(job, jobSchema.omit({ remark: true }))).toEqual([
      'Job.remark: not in UpstreamJob, no resolver',
    ]);
    expect(fieldProblems(job, jobSchema.extend({ startsAt: z.string().nullish() }))).toEqual([
      'Job.startsAt: non-null in GraphQL, optional or nullable in UpstreamJob',
    ]);
  });
});
