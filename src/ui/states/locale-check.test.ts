import { describe, expect, it } from 'vitest';
import { LOCALES, localeProblems } from './locale-check';

function files(overrides: Record<string, unknown>) {
  const all: Record<string, { default: unknown }> = {};
  for (const locale of LOCALES)
    all[`./locales/${locale}.json`] = { default: { a: 'x {{n}}', b: { c: 'y' } } };
  for (const [locale, value] of Object.entries(overrides)) {
    if (value === undefined) delete all[`./locales/${locale}.json`];
    else all[`./locales/${locale}.json`] = { default: value };
  }
  return all;
}

describe('localeProblems', () => {
  it('accepts complete locales', () => {
    expect(localeProblems(files({}))).toEqual([]);
  });

  it('reports a missing file, missing, empty and extra keys, and changed placeholders', () => {
    expect(localeProblems(files({ cy: undefined }))).toEqual(['cy.json is missing']);
    expect(localeProblems(files({ de: { a: 'x {{n}}', b: { c: ' ' } } }))).toEqual([
      'de: b.c is missing or empty',
    ]);
    expect(localeProblems(files({ fr: { a: 'x', b: { c: 'y' }, d: 'z' } }))).toEqual([
      'fr: a has other placeholders',
      'fr: d is not in en.json',
    ]);
  });
});
