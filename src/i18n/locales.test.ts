import { describe, expect, it } from 'vitest';
import { unbuiltRoutes } from '../app/routes/app-routes';
import { commonStrings } from './common-strings';
import { LOCALES } from './language';

// The files' raw text, not parsed modules: a locale file that is not valid JSON fails here with
// its name, and a misspelt file name (de-AT.json) is seen and reported rather than skipped.
const rawFiles = import.meta.glob<string>(['./locales/*.json', '../features/*/locales/*.json'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** Path relative to src/, as a reader would look the file up. */
function srcPath(path: string): string {
  return path.replace(/^\.\//, 'i18n/').replace(/^\.\.\//, '');
}

type Namespace = { name: string; files: Map<string, string> };

function namespaces(): Namespace[] {
  const byName = new Map<string, Namespace>();
  for (const path of Object.keys(rawFiles)) {
    const name = /\/features\/([^/]+)\/locales\//.exec(path)?.[1] ?? 'common';
    const namespace = byName.get(name) ?? { name, files: new Map<string, string>() };
    namespace.files.set(path.replace(/^.*\//, ''), path);
    byName.set(name, namespace);
  }
  return [...byName.values()];
}

function flatten(
  value: unknown,
  prefix = '',
  out = new Map<string, unknown>(),
): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

function placeholders(text: unknown): string {
  return [...String(text).matchAll(/{{\s*([\w.]+)[^}]*}}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

function readLocale(path: string): Map<string, unknown> {
  return flatten(JSON.parse(rawFiles[path] ?? '') as unknown);
}

/** Every problem of one namespace, each naming the file (relative to src/) and the key. */
function problemsOf({ files }: Namespace): string[] {
  const problems: string[] = [];
  const any = [...files.values()][0] ?? '';
  const name = (locale: string) => srcPath(any.replace(/[^/]+$/, `${locale}.json`));
  for (const [file, path] of files) {
    if (!LOCALES.some((locale) => `${locale}.json` === file))
      problems.push(`${srcPath(path)}: not one of ${LOCALES.join(', ')}`);
  }
  const englishPath = files.get('en.json');
  if (!englishPath) return [...problems, `${name('en')}: missing`];
  const english = readLocale(englishPath);
  for (const [key, text] of english)
    if (!isFilled(text)) problems.push(`${name('en')}: "${key}" is empty`);
  for (const locale of LOCALES) {
    if (locale === 'en') continue;
    const path = files.get(`${locale}.json`);
    if (!path) {
      problems.push(`${name(locale)}: missing`);
      continue;
    }
    const strings = readLocale(path);
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

  // The product speaks to its users with "du" in German and Austrian German (decision 106's
  // locales); a formal "Sie" / "Ihr" crept into early texts. Sentence-initial "Sie" (she, they) is
  // allowed, the possessive and the dative forms and a mid-sentence "Sie" are not.
  it('addresses the user informally in German and Austrian German', () => {
    const formal = /\b(Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)\b|[a-zäöüß,] Sie\b/;
    const offending = Object.keys(rawFiles)
      .filter((path) => /\/(de|deAt)\.json$/.test(path))
      .flatMap((path) =>
        [...readLocale(path)]
          .filter(([, text]) => formal.test(String(text)))
          .map(([key]) => `${srcPath(path)}: ${key}`),
      );
    expect(offending).toEqual([]);
  });

  it.each([...LOCALES])(
    "%s: the areas' common strings join the shell's without a key twice",
    (locale) => {
      expect(() => commonStrings(locale)).not.toThrow();
    },
  );

  it('has a title in common for every route that is not built yet', () => {
    const english = flatten(commonStrings('en'));
    const missing = unbuiltRoutes
      .map((route) => route.titleKey)
      .filter((key) => !isFilled(english.get(key.replace(/^common:/, ''))));
    expect(missing).toEqual([]);
  });
});
