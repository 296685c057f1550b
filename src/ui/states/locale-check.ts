/** The seven locales every namespace ships (SPEC.md §1, §9). */
export const LOCALES = ['en', 'de', 'es', 'nl', 'fr', 'deAt', 'cy'] as const;

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key))
        out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function placeholders(text: string): string {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
}

/**
 * Test helper: the problems of one namespace's locale files (from `import.meta.glob(...,
 * { eager: true })`), compared with English: missing files, missing, extra or empty keys, and
 * interpolation placeholders that differ. An empty list means complete.
 */
export function localeProblems(files: Record<string, { default: unknown }>): string[] {
  const byLocale = new Map(
    Object.entries(files).map(([path, module]) => [
      path.replace(/^.*\/(\w+)\.json$/, '$1'),
      flatten(module.default),
    ]),
  );
  const english = byLocale.get('en');
  if (!english) return ['en.json is missing'];
  const problems: string[] = [];
  for (const locale of LOCALES) {
    const strings = byLocale.get(locale);
    if (!strings) {
      problems.push(`${locale}.json is missing`);
      continue;
    }
    for (const [key, text] of english) {
      const translated = strings.get(key);
      if (typeof translated !== 'string' || translated.trim() === '')
        problems.push(`${locale}: ${key} is missing or empty`);
      else if (placeholders(translated) !== placeholders(String(text)))
        problems.push(`${locale}: ${key} has other placeholders`);
    }
    for (const key of strings.keys())
      if (!english.has(key)) problems.push(`${locale}: ${key} is not in en.json`);
  }
  return problems;
}
