import { expect, it } from 'vitest';
import { localeProblems } from '../../ui/states/locale-check';

it('ships every string in all seven locales, non-empty, with the same placeholders', () => {
  const files = import.meta.glob<{ default: unknown }>('./locales/*.json', { eager: true });
  expect(localeProblems(files)).toEqual([]);
});
