import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A test that reads the machine's clock passes or fails by the day and hour it runs: after
// midnight UTC, on a Sunday, on the night the clocks change. Tests read an injected clock instead
// (machines/test-now.ts testNow, a manualClock, the api's `clock`, stackNow() in e2e), or pin Date
// itself with vi.setSystemTime; and none skips itself by the hour.
const FOLDERS = ['api', 'gateway', 'src', 'machines', 'tests', 'scripts'];
const SKIPPED = new Set(['node_modules', 'generated', 'gql']);
/** Test files, and the folders of what only tests import (helpers, fixtures, set-up). */
const TEST_FILE = /\.(test|spec)\.tsx?$/;
const HELPER_FOLDERS = [
  join('api', 'test'),
  join('gateway', 'test'),
  join('src', 'lib', 'testing'),
  join('tests', 'e2e'),
  join('tests', 'model'),
  join('tests', 'fixtures'),
  join('tests', 'setup'),
];
/**
 * The clock's own tests: that systemClock is the machine's time can only be shown against the
 * machine's time. Nothing else belongs here.
 */
const ALLOWED = new Set([join('machines', 'clock.test.ts')]);

function testFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        TEST_FILE.test(entry.name) ||
        (/\.tsx?$/.test(entry.name) && HELPER_FOLDERS.some((folder) => path.startsWith(folder)))
      )
        files.push(path);
    }
  };
  FOLDERS.forEach(walk);
  return files;
}

/** `Date.now()`, `new Date()` and luxon's `DateTime.now()`, `.local()`, `.utc()` without arguments. */
function realClockRead(node: ts.Node): string | null {
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
    if (node.expression.text === 'Date' && (node.arguments?.length ?? 0) === 0) return 'new Date()';
  }
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ts.isIdentifier(node.expression.expression)
  ) {
    const owner = node.expression.expression.text;
    const method = node.expression.name.text;
    if (owner === 'Date' && method === 'now') return 'Date.now()';
    if (
      owner === 'DateTime' &&
      ['now', 'local', 'utc'].includes(method) &&
      node.arguments.length === 0
    )
      return `DateTime.${method}()`;
  }
  return null;
}

const TIME_WORDS = /Hours|Minutes|minutesOf|getDay|getUTCDay|getDate|Date|DateTime|now\b/;

/** `test.skip(condition…)`, `it.skipIf(…)`, `test.fixme(condition…)` whose condition is about time. */
function skipByTime(node: ts.Node, source: ts.SourceFile): string | null {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return null;
  const method = node.expression.name.text;
  if (!['skip', 'skipIf', 'fixme', 'runIf'].includes(method)) return null;
  const [condition] = node.arguments;
  if (!condition || ts.isStringLiteralLike(condition) || ts.isFunctionLike(condition)) return null;
  const text = condition.getText(source);
  return TIME_WORDS.test(text) ? `${node.expression.getText(source)}(${text})` : null;
}

function findings(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  // Date is the fake clock in a file that pins it (vi.setSystemTime, with fake timers for Date).
  const pinsDate = /\bvi\.setSystemTime\(/.test(text);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const read = realClockRead(node);
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    if (read && !pinsDate) found.push(`${file}:${line} reads ${read}`);
    const skip = skipByTime(node, source);
    if (skip) found.push(`${file}:${line} skips by the time: ${skip}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('tests read an injected clock, never the machine’s', () => {
  it('no test file or test helper reads the real clock or skips itself by the hour', () => {
    const files = testFiles().filter((file) => !ALLOWED.has(file));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(findings)).toEqual([]);
  });

  it('finds each way of reading the clock, and a skip by the hour', () => {
    const probe = (code: string) => {
      const source = ts.createSourceFile('probe.test.ts', code, ts.ScriptTarget.Latest, true);
      const found: string[] = [];
      const visit = (node: ts.Node) => {
        const read = realClockRead(node) ?? skipByTime(node, source);
        if (read) found.push(read);
        ts.forEachChild(node, visit);
      };
      visit(source);
      return found;
    };
    expect(probe('const a = new Date(); const b = Date.now();')).toEqual([
      'new Date()',
      'Date.now()',
    ]);
    expect(probe('DateTime.now(); DateTime.local(); DateTime.utc();')).toEqual([
      'DateTime.now()',
      'DateTime.local()',
      'DateTime.utc()',
    ]);
    expect(probe("test.skip(new Date(at).getUTCHours() < 2, 'too early');")).toEqual([
      'test.skip(new Date(at).getUTCHours() < 2)',
    ]);
    // An instant given, or a skip about something else, is no reading of the clock.
    expect(
      probe("new Date('2026-11-18T09:00:00Z'); DateTime.utc(2026, 11); test.skip(!hasPg, 'pg');"),
    ).toEqual([]);
  });
});
