import { readFileSync, readdirSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

const schemaDir = 'gateway/schema';

/**
 * Resolver mappers by convention (docs/decisions/062): `export type Upstream<Type>` in an area's
 * `<area>.upstream.ts` is what resolvers return for the GraphQL type <Type> and what its field
 * resolvers receive as parent. No list to edit: a new area's upstream types map themselves.
 */
function upstreamMappers(): Record<string, string> {
  const sdl = readdirSync(schemaDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => readFileSync(`${schemaDir}/${entry.name}/schema.graphql`, 'utf8'))
    .join('\n');
  const graphqlTypes = new Set([...sdl.matchAll(/^type (\w+)/gm)].map((match) => match[1]));
  const mappers: Record<string, string> = {};
  for (const area of readdirSync(schemaDir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    const module = `${area.name}.upstream`;
    let source: string;
    try {
      source = readFileSync(`${schemaDir}/${area.name}/${module}.ts`, 'utf8');
    } catch {
      continue;
    }
    for (const [, type] of source.matchAll(/^export type Upstream(\w+)\b/gm)) {
      if (type === undefined || !graphqlTypes.has(type)) continue;
      if (mappers[type]) throw new Error(`Upstream${type} is exported by two areas`);
      // Relative to the generated file, gateway/generated/resolvers-types.ts.
      mappers[type] = `../schema/${area.name}/${module}#Upstream${type}`;
    }
  }
  return mappers;
}

// Codegen reads the schema files on disk, never a running server (STYLE.md).
// Output is regenerated on install and before typecheck; it is not committed.
const config: CodegenConfig = {
  schema: 'gateway/schema/**/*.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      // persistedDocuments: the gateway accepts only these hashes in production (trusted documents).
      presetConfig: { fragmentMasking: false, persistedDocuments: true },
      // The gateway runs the stored document, not urql's rewritten one: __typename must be in it
      // for graphcache to normalise the answer.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', JSON: 'Record<string, unknown>' },
      },
    },
    'gateway/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#GatewayContext',
        mappers: upstreamMappers(),
        useIndexSignature: true,
        scalars: { DateTime: 'string', Date: 'string', JSON: 'Record<string, unknown>' },
      },
    },
  },
};

export default config;
