import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The decision records' index lists every record with its status, and the docs stand on their
// own: every link they make leads to a file of this repository.
const root = process.cwd();
const DECISIONS = 'docs/decisions';
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'dist',
  'data',
  'test-results',
  'playwright-report',
]);
const STATUS = /^(accepted|superseded by \d{3}|withdrawn)\b/;

const recordFiles = readdirSync(DECISIONS).filter((name) => /^\d{3}-.*\.md$/.test(name));
const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');
/** The index's rows: | record | title | status |. */
const rows = [
  ...index.matchAll(/^\| (\[(\d{3})\]\(([^)]+)\)|(\d{3})) +\| .+? +\| (.+?) +\|$/gm),
].map((row) => ({ number: row[2] ?? row[4]!, file: row[3], status: row[5]! }));

function markdownFiles(dir = '.'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

describe('the decision records', () => {
  it('lists every record in the index with the status the record gives itself', () => {
    const problems: string[] = [];
    for (const name of recordFiles) {
      const row = rows.find((candidate) => candidate.file === name);
      if (!row) {
        problems.push(`${name}: not in the index`);
        continue;
      }
      const own = /^Status: (.*)$/m.exec(readFileSync(join(DECISIONS, name), 'utf8'))?.[1] ?? '';
      const listed = STATUS.exec(row.status)?.[1];
      if (!listed) problems.push(`${name}: index status '${row.status}'`);
      else if (!own.startsWith(listed)) problems.push(`${name}: says '${own}', index '${listed}'`);
    }
    expect(problems).toEqual([]);
  });

  it('names, for a folded record, a README section that exists, and keeps no file of it', () => {
    const problems: string[] = [];
    const numbers = rows.map((row) => row.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const row of rows.filter((candidate) => !candidate.file)) {
      const folded = /^folded into \[([^,\]]+), ([^\]]+)\]\(([^)#]+)#[^)]+\)$/.exec(row.status);
      if (!folded) {
        problems.push(`${row.number}: '${row.status}'`);
        continue;
      }
      const [, readme, heading, link] = folded;
      if (resolve(DECISIONS, link!) !== resolve(readme!)) problems.push(`${row.number}: ${link}`);
      const text = existsSync(readme!) ? readFileSync(readme!, 'utf8') : '';
      if (!text.includes(`\n## ${heading}\n`)) problems.push(`${row.number}: no '${heading}'`);
      if (recordFiles.some((name) => name.startsWith(`${row.number}-`))) {
        problems.push(`${row.number}: folded, but its file is still there`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every record a doc or a comment cites by number exists', () => {
    const cited = /(?:docs\/decisions\/|\b[Dd]ecisions? )(\d{3})\b/g;
    const exists = new Set(recordFiles.map((name) => name.slice(0, 3)));
    const files = [
      ...markdownFiles(),
      ...['api', 'gateway', 'src', 'machines', 'tests', 'scripts'].flatMap((dir) =>
        readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.(ts|tsx|graphql)$/.test(file) && !file.includes('node_modules'))
          .map((file) => join(dir, file)),
      ),
    ].filter((file) => file !== join(DECISIONS, 'README.md'));
    const missing = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(cited)]
        .filter((match) => !exists.has(match[1]!))
        .map((match) => `${file}: ${match[0]}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the docs', () => {
  it('link only to files of this repository that exist', () => {
    const problems: string[] = [];
    for (const file of markdownFiles()) {
      const text = readFileSync(file, 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?|mailto):/.test(target!) || target!.startsWith('#')) continue;
        const path = resolve(dirname(file), target!.split('#')[0]!);
        const inside = !relative(root, path).startsWith('..') && !target!.startsWith('/');
        if (!inside || !existsSync(path)) problems.push(`${file}: ${target}`);
      }
      if (/\.\.\/shared\/|\/work\//.test(text)) problems.push(`${file}: a path outside the repo`);
    }
    expect(problems).toEqual([]);
  });

  it('architecture.md stands alone, without the design file it was built from', () => {
    expect(readFileSync('docs/architecture.md', 'utf8')).not.toMatch(/DESIGN\.md/);
  });
});
