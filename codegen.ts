import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

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
        useIndexSignature: true,
        scalars: { DateTime: 'string', Date: 'string', JSON: 'Record<string, unknown>' },
      },
    },
  },
};

export default config;
