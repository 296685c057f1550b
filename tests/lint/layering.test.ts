import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
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
});
