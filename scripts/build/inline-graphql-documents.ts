import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The client preset's `graphql()` looks each document up in one map (src/gql/gql.ts) that
 * references every document of the app (src/gql/graphql.ts): whichever screen calls it, all of
 * them travel with the first screen, and every new area would add its own there. Codegen's advice
 * is a compiler plugin for production; this is that, for Vite: in `vite build` each
 * `graphql(`…`)` call in the app is replaced by its document (AST and trusted-document hash, as
 * generated), so a document lives in the chunk of the code that uses it (decision 071).
 * Types are untouched: they come from the same generated files, and the dev server and the tests
 * keep calling `graphql()`.
 */

/** The generated documents by their source text, the key `graphql()` is called with. */
export function readGeneratedDocuments(gqlDir: string): Map<string, string> {
  const read = (file: string) => {
    try {
      return readFileSync(join(gqlDir, file), 'utf8');
    } catch {
      throw new Error(`${join(gqlDir, file)} is missing: run \`npm run codegen\` first`);
    }
  };
  const literals = new Map<string, string>();
  for (const [, name, literal] of read('graphql.ts').matchAll(
    /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
  )) {
    if (name && literal) literals.set(name, literal);
  }
  const map = read('gql.ts').split('const documents: Documents = {')[1]?.split('\n};')[0];
  if (map === undefined) throw new Error(`${join(gqlDir, 'gql.ts')}: no documents map found`);
  const documents = new Map<string, string>();
  for (const [, key, name] of map.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
    const literal = name ? literals.get(name) : undefined;
    if (!key || !literal) throw new Error(`${join(gqlDir, 'graphql.ts')}: no document ${name}`);
    documents.set(JSON.parse(key) as string, literal);
  }
  if (documents.size === 0)
    throw new Error(`${join(gqlDir, 'gql.ts')}: the documents map is empty`);
  return documents;
}

/** `graphql(` + one template literal without `${…}` or escapes (GraphQL's `$var` is fine) + `)`. */
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;
const IMPORT = /^import \{ graphql \} from '(?:\.\.?\/)+gql';\n/m;

/**
 * A module that imports `graphql` from src/gql, with its `graphql(`…`)` calls replaced by their
 * documents and the import by an empty line (every line keeps its number, so the source map holds);
 * null for any other module. A call codegen does not know, or one it cannot read, fails the build.
 */
export function inlineDocuments(
  code: string,
  documents: ReadonlyMap<string, string>,
  id: string,
): string | null {
  if (!IMPORT.test(code)) return null;
  const inlined = code.replace(CALL, (call: string, source: string) => {
    const literal = documents.get(source);
    if (literal === undefined)
      throw new Error(
        `${id}: a graphql() document codegen has not generated; run \`npm run codegen\``,
      );
    return literal + '\n'.repeat(call.split('\n').length - 1);
  });
  if (/\bgraphql\(/.test(inlined))
    throw new Error(`${id}: a graphql() call that is not one template literal cannot be inlined`);
  return inlined.replace(IMPORT, '\n');
}

export function inlineGraphqlDocuments({ srcDir }: { srcDir: string }): Plugin {
  let documents: Map<string, string> | null = null;
  const gqlDir = join(srcDir, 'gql');
  return {
    name: 'crew-hub:inline-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = readGeneratedDocuments(gqlDir);
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (
        !documents ||
        !/\.tsx?$/.test(file) ||
        !file.startsWith(srcDir) ||
        file.startsWith(gqlDir)
      )
        return null;
      const inlined = inlineDocuments(code, documents, file);
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
