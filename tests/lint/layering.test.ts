import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Each probe is a file that would sit in one layer and import what the layering forbids. The
// imported files are real, so the resolver follows them exactly as it does in `npm run lint`.
const root = process.cwd();
const eslint = new ESLint({ cwd: root });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const forbiddenImports: Array<{ layer: string; file: string; code: string; rule: string }> = [
  {
    layer: 'src/lib → src/features',
    file: 'src/lib/probe.ts',
    code: "import '../features/jobs/routes';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'src/lib → src/app',
    file: 'src/lib/probe.ts',
    code: "import '../app/router';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'src/ui → src/lib',
    file: 'src/ui/probe.ts',
    code: "import '../lib/paths';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'src/ui → src/features',
    file: 'src/ui/probe.ts',
    code: "import '../features/jobs/routes';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'src/features → src/app',
    file: 'src/features/jobs/probe.ts',
    code: "import '../../app/router';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'src/features/a → src/features/b',
    file: 'src/features/jobs/probe.ts',
    code: "import '../home/routes';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'src → api',
    file: 'src/lib/probe.ts',
    code: "import '../../api/config';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'machines → luxon',
    file: 'machines/probe.ts',
    code: "import 'luxon';\n",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'machines → i18next',
    file: 'machines/probe.ts',
    code: "import 'i18next';\n",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'machines → node:fs',
    file: 'machines/probe.ts',
    code: "import 'node:fs';\n",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'machines → react',
    file: 'machines/probe.ts',
    code: "import 'react';\n",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'machines → src',
    file: 'machines/probe.ts',
    code: "import '../src/lib/paths';\n",
    rule: 'no-restricted-imports',
  },
  {
    layer: 'gateway/schema → api',
    file: 'gateway/schema/probe.ts',
    code: "import '../../api/config';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'gateway/upstream → api',
    file: 'gateway/upstream/probe.ts',
    code: "import '../../api/config';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'gateway area → another area',
    file: 'gateway/schema/jobs/probe.ts',
    code: "import '../projects/resolvers';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'gateway → src',
    file: 'gateway/probe.ts',
    code: "import '../src/lib/paths';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'api → tests',
    file: 'api/probe.ts',
    code: "import '../tests/fixtures/demo-menus';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'api → gateway',
    file: 'api/probe.ts',
    code: "import '../gateway/config';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'api area → gateway',
    file: 'api/routes/jobs/probe.ts',
    code: "import '../../../gateway/schema/jobs/resolvers';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'api area → src',
    file: 'api/routes/jobs/probe.ts',
    code: "import '../../../src/lib/paths';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: "api area → another area's repository",
    file: 'api/routes/jobs/probe.ts',
    code: "import '../crews/crews.repository';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: "api area → another area's tables",
    file: 'api/routes/jobs/probe.ts',
    code: "import '../documents/documents.tables';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: "api area → another area's routes (index.ts)",
    file: 'api/routes/jobs/probe.ts',
    code: "import '../documents';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: "api area → another area's file named like a facade",
    file: 'api/routes/jobs/probe.ts',
    code: "import '../crews/crews.access';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'machines → api',
    file: 'machines/probe.ts',
    code: "import '../api/config';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'machines → gateway',
    file: 'machines/probe.ts',
    code: "import '../gateway/config';\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    layer: 'machines → tests',
    file: 'machines/probe.ts',
    code: "import '../tests/fixtures/demo-menus';\n",
    rule: 'import-x/no-restricted-paths',
  },
];

describe('lint holds the layering', () => {
  it.each(forbiddenImports)('reports $layer', async ({ file, code, rule }) => {
    expect(await ruleIdsFor(file, code)).toContain(rule);
  });

  it('allows what the layering allows (so the probes above fail for the import, not the file)', async () => {
    expect(
      await ruleIdsFor(
        'machines/probe.ts',
        "import { setup } from 'xstate';\nexport const probe = setup;\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor('src/features/jobs/probe.ts', "export { PATHS } from '../../lib/paths';\n"),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        'gateway/schema/jobs/probe.ts',
        "export { resolvers } from '../shared/resolvers';\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIdsFor(
        'gateway/start-probe.ts',
        "export { loadApiConfig } from '../api/config';\n",
      ),
    ).toEqual([]);
    // An api area takes another's schemas, seed and facade, and anything of api/lib and api/db.
    expect(
      await ruleIdsFor(
        'api/routes/jobs/probe.ts',
        [
          "export { documentSchema } from '../documents/documents.schemas';",
          "export { createCrew } from '../projects/projects.seed';",
          "export { crewCallerOf } from '../crews/crews.public';",
          "export { projects } from '../../db/tables/projects.tables';",
          "export { notify } from '../../lib/notify/notify';",
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it.each([
    { file: 'src/lib/Paths_helper.ts', reported: true },
    { file: 'src/lib/jobs/JobCard.ts', reported: true },
    { file: 'src/lib/jobs/job-card.Test.ts', reported: true },
    { file: 'src/lib/jobs/JobCard.tsx', reported: false },
    { file: 'src/lib/jobs/useJobCard.ts', reported: false },
    { file: 'src/lib/jobs/job-card.test.ts', reported: false },
    { file: 'machines/crewItemStatus.machine.ts', reported: false },
  ])('file name $file reported: $reported', async ({ file, reported }) => {
    const ruleIds = await ruleIdsFor(file, 'export const probe = 1;\n');
    expect(ruleIds.includes('crew-hub/file-name')).toBe(reported);
  });

  describe('import cycles', () => {
    let folder: string;
    beforeAll(() => {
      folder = mkdtempSync(join(root, 'tests/lint/cycle-probe-'));
      writeFileSync(
        join(folder, 'first.ts'),
        "import { second } from './second';\nexport const first = (): number => second() + 1;\n",
      );
      writeFileSync(
        join(folder, 'second.ts'),
        "import { first } from './first';\nexport const second = (): number => first() - 1;\n",
      );
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('reports a cycle between two files', async () => {
      const [result] = await eslint.lintFiles([relative(root, join(folder, 'first.ts'))]);
      expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    });
  });

  describe('the api areas', () => {
    // Every import between files of api/ (static, re-exports, type-only and import() alike), folded
    // to the areas of api/routes: an edge from one area to another whatever file it goes through.
    const routes = 'api/routes';
    const areas = readdirSync(routes, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const areaOf = (file: string) => /^api\/routes\/([^/]+)\//.exec(file)?.[1];
    const edges = new Map<string, Map<string, string>>();
    for (const file of readdirSync('api', { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || file.startsWith('db/migrations')) continue;
      const path = posix.join('api', file.replaceAll('\\', '/'));
      const from = areaOf(path);
      if (!from) continue;
      const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const to = areaOf(posix.join(posix.dirname(path), fileName) + '/');
        if (!to || to === from) continue;
        if (!edges.has(from)) edges.set(from, new Map());
        edges.get(from)!.set(to, `${path} → ${fileName}`);
      }
    }

    /** A path of areas that comes back to where it started, each step with one file that makes it. */
    function findCycle(
      edges: Map<string, Map<string, string>>,
      areas: readonly string[],
    ): string[] | null {
      const state = new Map<string, 'open' | 'done'>();
      const stack: string[] = [];
      const visit = (area: string): string[] | null => {
        state.set(area, 'open');
        stack.push(area);
        for (const [to, via] of edges.get(area) ?? []) {
          if (state.get(to) === 'open') {
            const loop = stack.slice(stack.indexOf(to));
            return loop.map((step, index) => {
              const next = loop[index + 1] ?? to;
              return `${step} → ${next} (${edges.get(step)!.get(next) ?? via})`;
            });
          }
          if (!state.has(to)) {
            const found = visit(to);
            if (found) return found;
          }
        }
        stack.pop();
        state.set(area, 'done');
        return null;
      };
      for (const area of areas) {
        if (state.has(area)) continue;
        const found = visit(area);
        if (found) return found;
      }
      return null;
    }

    it('finds the imports between areas (so an empty answer below means something)', () => {
      expect(edges.get('forms')?.has('crews')).toBe(true);
      expect(edges.get('invoices')?.has('tax-types')).toBe(true);
    });

    it('finds a cycle when there is one', () => {
      const probe = new Map([
        ['a', new Map([['b', 'a.ts → ../b/b']])],
        ['b', new Map([['c', 'b.ts → ../c/c']])],
        ['c', new Map([['a', 'c.ts → ../a/a']])],
      ]);
      expect(findCycle(probe, ['a', 'b', 'c'])).toEqual([
        'a → b (a.ts → ../b/b)',
        'b → c (b.ts → ../c/c)',
        'c → a (c.ts → ../a/a)',
      ]);
      expect(findCycle(new Map([['a', new Map([['b', 'a.ts']])]]), ['a', 'b'])).toBeNull();
    });

    it('have no import cycle between them', () => {
      expect(findCycle(edges, areas)).toBeNull();
    });
  });
});
