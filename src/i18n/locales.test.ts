import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unbuiltPublicRoutes, unbuiltRoutes } from '../app/routes/unbuiltRoutes';
import { LOCALES } from './language';

// Reads the files from disk rather than through import.meta.glob, so a locale file that is not
// valid JSON or has a misspelt name (de-AT.json) is reported too, not silently skipped.
const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');

type Namespace = { name: string; dir: string };

function namespaces(): Namespace[] {
  const found: Namespace[] = [{ name: 'common', dir: join(srcDir, 'i18n', 'locales') }];
  const featuresDir = join(srcDir, 'features');
  for (const area of readdirSync(featuresDir, { withFileTypes: true })) {
    const dir = join(featuresDir, area.name, 'locales');
    if (area.isDirectory() && existsSync(dir)) found.push({ name: area.name, dir });
  }
  return found;
}

function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

function placeholders(text: unknown): string {
  return [...String(text).matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((match) => match[1]).sort().join(',');
}

function readLocale(file: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as unknown);
}

/** Every problem of one namespace, each naming the file (relative to src/) and the key. */
function problemsOf({ dir }: Namespace): string[] {
  const problems: string[] = [];
  const name = (locale: string) => relative(srcDir, join(dir, `${locale}.json`));
  const unexpected = readdirSync(dir).filter(
    (file) => file.endsWith('.json') && !LOCALES.some((locale) => `${locale}.json` === file),
  );
  for (const file of unexpected) problems.push(`${relative(srcDir, join(dir, file))}: not one of ${LOCALES.join(', ')}`);
  if (!existsSync(join(dir, 'en.json'))) return [...problems, `${name('en')}: missing`];
  const english = readLocale(join(dir, 'en.json'));
  for (const [key, text] of english) if (!isFilled(text)) problems.push(`${name('en')}: "${key}" is empty`);
  for (const locale of LOCALES) {
    if (locale === 'en') continue;
    const file = join(dir, `${locale}.json`);
    if (!existsSync(file)) {
      problems.push(`${name(locale)}: missing`);
      continue;
    }
    const strings = readLocale(file);
    for (const [key, text] of english) {
      const translated = strings.get(key);
      if (!strings.has(key)) problems.push(`${name(locale)}: "${key}" is missing`);
      else if (!isFilled(translated)) problems.push(`${name(locale)}: "${key}" is empty`);
      else if (placeholders(translated) !== placeholders(text))
        problems.push(`${name(locale)}: "${key}" uses other {{placeholders}} than en.json`);
    }
    for (const key of strings.keys()) {
      if (!english.has(key)) problems.push(`${name(locale)}: "${key}" is not in en.json`);
    }
  }
  return problems;
}

describe('locale files', () => {
  const all = namespaces();

  it('finds the shell namespace and the features that ship strings', () => {
    expect(all.map((namespace) => namespace.name)).toContain('common');
    expect(all.length).toBeGreaterThan(1);
  });

  it.each(all.map((namespace) => [namespace.name, namespace] as const))(
    '%s: every key of en.json is present and non-empty in all seven locales, and no locale has extra keys',
    (_name, namespace) => {
      expect(problemsOf(namespace)).toEqual([]);
    },
  );

  it('has a title in common for every route that is not built yet', () => {
    const english = readLocale(join(srcDir, 'i18n', 'locales', 'en.json'));
    const missing = [...unbuiltRoutes, ...unbuiltPublicRoutes]
      .map((route) => route.titleKey)
      .filter((key) => !isFilled(english.get(key.replace(/^common:/, ''))));
    expect(missing).toEqual([]);
  });
});
