import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The api's response schemas (api/routes/<area>/*.schemas.ts) are the one contract between the
// api and the gateway: the api serialises its answers with them and the gateway's upstream
// modules parse the same answers with the same schemas. A shape written again on the gateway's
// side would drift from the api's unseen, so the upstream modules may not build one: no zod value
// import (its constructors are the only way to write a shape) and no method that derives a new
// shape from the api's (a picked, extended or transformed schema no longer is the wire's).

const UPSTREAM_FILES = [
  join('gateway', 'upstream', 'api-client.ts'),
  ...readdirSync(join('gateway', 'schema'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.upstream.ts'))
    .map((file) => join('gateway', 'schema', file)),
].sort();

/** Methods of a zod schema that answer another shape. */
const DERIVING = new Set([
  'extend',
  'safeExtend',
  'merge',
  'pick',
  'omit',
  'partial',
  'required',
  'strict',
  'passthrough',
  'strip',
  'catchall',
  'transform',
  'pipe',
  'refine',
  'superRefine',
  'check',
  'overwrite',
  'default',
  'prefault',
  'catch',
  'nullable',
  'nullish',
  'optional',
  'array',
  'or',
  'and',
]);

/** Where `text` builds a shape of its own, as "line: what"; empty when it only uses the api's. */
export function ownShapes(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const problems: string[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /^zod(\/|$)/.test(node.moduleSpecifier.text)
    ) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typeOnly =
        clause?.isTypeOnly === true ||
        (clause?.name === undefined &&
          named !== undefined &&
          ts.isNamedImports(named) &&
          named.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) problems.push(`${at(node)}: imports zod values (write \`import type\`)`);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      DERIVING.has(node.expression.name.text)
    ) {
      problems.push(`${at(node)}: .${node.expression.name.text}() derives a shape of its own`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

describe('one contract between the api and the gateway', () => {
  it('finds the upstream modules', () => {
    expect(UPSTREAM_FILES.length).toBeGreaterThan(30);
  });

  it('builds no response shape in a gateway upstream module', () => {
    const problems = UPSTREAM_FILES.flatMap((file) =>
      ownShapes(file, readFileSync(file, 'utf8')).map((problem) => `${file}:${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('refuses a shape written or derived on the gateway side', () => {
    expect(
      ownShapes('a.ts', "import type { z } from 'zod';\nexport type A = z.output<B>;"),
    ).toEqual([]);
    expect(ownShapes('a.ts', "import { z } from 'zod';\nconst a = z.object({});")).toEqual([
      '1: imports zod values (write `import type`)',
    ]);
    expect(ownShapes('a.ts', "import * as zod from 'zod/v4';")).toHaveLength(1);
    expect(
      ownShapes('a.ts', 'const a = apiSchema.extend({});\nconst b = apiSchema.pick({});'),
    ).toEqual(['1: .extend() derives a shape of its own', '2: .pick() derives a shape of its own']);
    expect(ownShapes('a.ts', 'const a = apiSchema.shape.location.unwrap();')).toEqual([]);
  });
});
