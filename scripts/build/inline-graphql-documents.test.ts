import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../bench/parts';
import { inlineDocuments, readGeneratedDocuments } from './inline-graphql-documents';

const gqlDir = repoPath('src/gql');
const documents = readGeneratedDocuments(gqlDir);

/** The app's modules that call graphql(), as the build sees them. */
function callers(): Array<{ path: string; code: string }> {
  return readdirSync(repoPath('src'), { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.startsWith(gqlDir))
    .map((path) => ({ path, code: readFileSync(path, 'utf8') }))
    .filter(({ code }) => /\bgraphql\(/.test(code));
}

describe('inlineGraphqlDocuments', () => {
  it('reads every document codegen generated, operations with their trusted-document hash', () => {
    expect(documents.size).toBeGreaterThanOrEqual(10);
    for (const [source, literal] of documents) {
      if (/^\s*fragment /.test(source)) {
        expect(literal).toMatch(
          /^\{"kind":"Document","definitions":\[\{"kind":"FragmentDefinition"/,
        );
      } else {
        expect(literal).toMatch(/^\{"__meta__":\{"hash":"sha256:[0-9a-f]{64}"\},"kind":"Document"/);
      }
    }
  });

  it('replaces every graphql() call of the app by its document and drops the import, keeping the lines', () => {
    const modules = callers();
    expect(modules.length).toBeGreaterThanOrEqual(5);
    for (const { path, code } of modules) {
      const inlined = inlineDocuments(code, documents, path);
      expect(inlined, path).not.toBeNull();
      expect(inlined, path).not.toMatch(/\bgraphql\(/);
      expect(inlined, path).not.toContain("from '../../gql'");
      expect(inlined?.split('\n').length, path).toBe(code.split('\n').length);
    }
  });

  it('puts the generated document itself in place of the call', () => {
    const source = 'query TenantSettings {\n  tenantSettings { name }\n}';
    const literal = '{"__meta__":{"hash":"sha256:x"},"kind":"Document","definitions":[]}';
    const code = `import { graphql } from '../../gql';\n\nexport const Q = graphql(\`${source}\`);\n`;
    expect(inlineDocuments(code, new Map([[source, literal]]), 'a.ts')).toBe(
      `\n\nexport const Q = ${literal}\n\n;\n`,
    );
  });

  it('fails the build on a document codegen does not know, or a call it cannot read', () => {
    const code =
      "import { graphql } from '../../gql';\nconst Q = graphql(`query Unknown { x }`);\n";
    expect(() => inlineDocuments(code, documents, 'stale.ts')).toThrow(
      /stale\.ts.*npm run codegen/,
    );
    const dynamic = "import { graphql } from '../../gql';\nconst Q = graphql(source);\n";
    expect(() => inlineDocuments(dynamic, documents, 'dynamic.ts')).toThrow(/dynamic\.ts/);
  });

  it('leaves a module without graphql() alone', () => {
    expect(inlineDocuments('export const a = 1;\n', documents, 'plain.ts')).toBeNull();
  });
});
