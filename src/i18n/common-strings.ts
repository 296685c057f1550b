import { commonWithAreas } from './area-strings';

// Eager and every language: for tests, which read texts synchronously. The app never imports
// this file; it merges the same way per language when the language loads (./i18n.ts).
const shellFiles = import.meta.glob<unknown>('./locales/*.json', {
  eager: true,
  import: 'default',
});
const areaFiles = import.meta.glob<unknown>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

const ofLocale = (locale: string) => (entry: [string, unknown]) =>
  entry[0].endsWith(`/${locale}.json`);

/** `shell` (a test's 'common' namespace) with every area's common strings of that locale. */
export function withAreaCommons(shell: unknown, locale: string): Record<string, unknown> {
  return commonWithAreas(shell, Object.entries(areaFiles).filter(ofLocale(locale)));
}

/** The 'common' namespace of a locale as the app sees it: the shell's strings and the areas'. */
export function commonStrings(locale: string): Record<string, unknown> {
  return withAreaCommons(Object.entries(shellFiles).find(ofLocale(locale))?.[1], locale);
}
