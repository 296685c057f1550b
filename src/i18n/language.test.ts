import { describe, expect, it } from 'vitest';
import {
  htmlLang,
  isLocale,
  type Locale,
  LOCALES,
  localeFromLanguageName,
  parseLocale,
  resolveLocale,
} from './language';

describe('LOCALES', () => {
  it('lists the seven locales of SPEC.md §9', () => {
    expect(LOCALES).toEqual(['en', 'de', 'es', 'nl', 'fr', 'deAt', 'cy']);
  });
});

describe('localeFromLanguageName', () => {
  it.each<[string | null | undefined, Locale]>([
    ['English', 'en'],
    ['Spanish', 'es'],
    ['German', 'de'],
    ['German(Austria)', 'deAt'],
    ['German (Austria)', 'deAt'],
    ['Welsh', 'cy'],
    ['French', 'fr'],
    ['Dutch', 'nl'],
    ['  dutch ', 'nl'],
    ['GERMAN', 'de'],
    ['en', 'en'],
    ['de', 'de'],
    ['es', 'es'],
    ['nl', 'nl'],
    ['fr', 'fr'],
    ['deAt', 'deAt'],
    ['de-AT', 'deAt'],
    ['de_AT', 'deAt'],
    ['cy', 'cy'],
    ['Klingon', 'en'],
    ['Italian', 'en'],
    ['Deutsch', 'en'],
    ['constructor', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('%j → %s', (name, expected) => {
    expect(localeFromLanguageName(name)).toBe(expected);
  });
});

describe('parseLocale', () => {
  it.each<[string | null, Locale | null]>([
    ['German(Austria)', 'deAt'],
    ['Klingon', null],
    ['', null],
    [null, null],
  ])('%j → %j', (name, expected) => {
    expect(parseLocale(name)).toBe(expected);
  });
});

describe('isLocale', () => {
  it.each<[unknown, boolean]>([
    ...LOCALES.map((l): [unknown, boolean] => [l, true]),
    ['de-AT', false],
    ['EN', false],
    ['English', false],
    [undefined, false],
    [42, false],
  ])('%j → %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});

describe('resolveLocale', () => {
  it.each<[string, string | null, string | null, boolean, Locale]>([
    ['user language allowed and supported', 'German', 'nl', true, 'nl'],
    ['user language given as a name', 'German', 'French', true, 'fr'],
    ['user language not allowed by the tenant', 'German', 'nl', false, 'de'],
    ['user language unsupported → tenant default', 'Spanish', 'it', true, 'es'],
    ['no user language → tenant default', 'Welsh', null, true, 'cy'],
    ['unsupported tenant default → English', 'Klingon', null, true, 'en'],
    ['nothing at all → English', null, null, false, 'en'],
    ['user language used even without tenant default', null, 'deAt', true, 'deAt'],
  ])('%s', (_, tenantDefaultLanguage, userLanguage, useUserLanguage, expected) => {
    expect(resolveLocale({ tenantDefaultLanguage, userLanguage, useUserLanguage })).toBe(expected);
  });
});

describe('htmlLang', () => {
  it.each<[Locale, string]>([
    ['en', 'en'],
    ['de', 'de'],
    ['es', 'es'],
    ['nl', 'nl'],
    ['fr', 'fr'],
    ['deAt', 'de-AT'],
    ['cy', 'cy'],
  ])('%s → %s', (locale, expected) => {
    expect(htmlLang(locale)).toBe(expected);
  });
});
