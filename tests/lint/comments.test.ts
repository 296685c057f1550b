import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A comment says why. A tag of the issue or task that brought a line ("issue 10 §4", "i10-shift")
// means nothing to the next reader, so none may stay in a comment or a test's name. References to
// the product spec ("SPEC.md §5", "SPEC §7") are what a reader can look up, and stay.
const FOLDERS = ['api', 'gateway', 'src', 'machines', 'tests', 'scripts'];
const SKIPPED = new Set(['node_modules', 'generated', 'gql']);
const SCRIPT_FILE = /\.(ts|tsx|js|mjs)$/;
const OTHER_FILE = /\.(graphql|css)$/;
const THIS_FILE = join('tests', 'lint', 'comments.test.ts');

/** What in a comment's text is an issue tag, or null when it carries none. */
function issueTag(text: string): string | null {
  const named = /\b(issues?\s*#?\d+|i\d+-[a-z]+)/i.exec(text);
  if (named) return named[0];
  // A section sign is the spec's ("SPEC.md §2, §6") or an RFC's when one is named before it.
  for (const match of text.matchAll(/§\s?\d/g)) {
    const before = text.slice(0, match.index);
    if (!/\b(SPEC(\.md)?|RFC ?\d+)\b/.test(before)) return match[0];
  }
  return null;
}

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SCRIPT_FILE.test(entry.name) || OTHER_FILE.test(entry.name)) files.push(path);
    }
  };
  FOLDERS.forEach(walk);
  return files;
}

/** The comments of a TypeScript or JavaScript file, and the names its tests are given. */
function scriptTexts(file: string, text: string): Array<{ line: number; text: string }> {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<number>();
  const found: Array<{ line: number; text: string }> = [];
  const add = (pos: number, value: string) => {
    found.push({ line: source.getLineAndCharacterOfPosition(pos).line + 1, text: value });
  };
  const comments = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      add(range.pos, text.slice(range.pos, range.end));
    }
  };
  // The comments from a position to the next token: the rest of its line, then the lines after.
  const around = (pos: number) => {
    comments(ts.getTrailingCommentRanges(text, pos));
    comments(ts.getLeadingCommentRanges(text, pos));
  };
  // Every comment sits before a token, and every token starts a node or follows one's end; a
  // comment inside empty JSX braces, `{/* … */}`, has neither and is read from after the brace.
  const visit = (node: ts.Node) => {
    around(node.pos);
    around(node.end);
    if (ts.isJsxExpression(node) && !node.expression) around(node.getStart(source) + 1);
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const name = node.arguments[0];
      if (
        /^(describe|it|test|suite)\b/.test(callee) &&
        name &&
        (ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name))
      ) {
        add(name.getStart(source), name.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** GraphQL comments and descriptions, CSS comments: the whole file, line by line. */
function otherTexts(text: string): Array<{ line: number; text: string }> {
  return text.split('\n').map((line, index) => ({ line: index + 1, text: line }));
}

describe('issue tags in comments', () => {
  it('recognises a tag and leaves the spec alone', () => {
    expect(issueTag('// The festival peak (issue 10 §4): one statement')).toBe('issue 10');
    expect(issueTag('/* Issue 12 §2 and "What it must show" */')).toBe('Issue 12');
    expect(issueTag('// The shift part (i10-shift): the crew page')).toBe('i10-shift');
    expect(issueTag('// 12 §1), and the graph traverses every event')).toBe('§1');
    expect(issueTag('// SPEC.md §2 `/forms/{id}`, §7 `/forms/perform/{id}`')).toBeNull();
    expect(issueTag("// Not among a project session's pages (SPEC §5).")).toBeNull();
    expect(issueTag('// i18next loads the locale; an issued invoice is final')).toBeNull();
  });

  it('no comment or test name in api, gateway, src, machines, tests or scripts carries one', () => {
    const tagged: string[] = [];
    // This file names the tags it looks for.
    for (const file of sourceFiles().filter((path) => path !== THIS_FILE)) {
      const text = readFileSync(file, 'utf8');
      const texts = SCRIPT_FILE.test(file) ? scriptTexts(file, text) : otherTexts(text);
      for (const { line, text: comment } of texts) {
        const tag = issueTag(comment);
        if (tag) tagged.push(`${file}:${line}: ${tag}`);
      }
    }
    expect(tagged).toEqual([]);
  });
});
