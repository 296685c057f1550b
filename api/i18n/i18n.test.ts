import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../machines/locale';
import { API_TEXTS, formatsOf, translatorFor } from './index';

function flatten(
  value: unknown,
  prefix = '',
  out = new Map<string, string>(),
): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');

describe('the api’s texts', () => {
  const english = flatten(API_TEXTS.en);

  it.each(LOCALES)('%s has every text, filled, with the English placeholders', (locale) => {
    const texts = flatten(API_TEXTS[locale]);
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(text), `${locale} ${key}`).toBe(placeholders(english.get(key) ?? ''));
    }
  });

  it('fills placeholders, writes days in the language and shows a missing value as …', () => {
    expect(
      translatorFor('de').t('notifications.jobConfirmed.body', {
        project: 'Winterfest',
        day: '2027-01-15',
      }),
    ).toBe('Du hast Winterfest am 15.01.2027 bestätigt.');
    expect(
      translatorFor('en').t('notifications.jobConfirmed.body', {
        project: 'Winter Fest',
        day: '2027-01-15',
      }),
    ).toBe('You confirmed Winter Fest on 15 Jan 2027.');
    expect(translatorFor('nl').t('notifications.documentToSign.body')).toBe(
      '… wacht op je handtekening.',
    );
    expect(translatorFor('en').t('contract.issued', { day: '2027-03-01' })).toBe(
      'Issued 1 March 2027',
    );
  });

  it('speaks Austrian German where it differs and German elsewhere', () => {
    const austrian = translatorFor('deAt');
    expect(austrian.t('payroll.payslip')).toBe('Lohnzettel');
    expect(austrian.t('invoice.taxRate', { rate: '20 %' })).toBe('MwSt. 20 %');
  });

  it('writes money, numbers and rates by each language’s conventions', () => {
    const nbsp = /\u00a0/g;
    expect(formatsOf('de').money(345_673, 'EUR').replace(nbsp, ' ')).toBe('3.456,73 €');
    expect(formatsOf('deAt').money(345_673, 'EUR').replace(nbsp, ' ')).toBe('€ 3.456,73');
    expect(formatsOf('en').money(345_673, 'EUR')).toBe('€3,456.73');
    expect(
      formatsOf('fr')
        .number(7.25, 2, true)
        .replace(/\u202f/g, ' '),
    ).toBe('7,25');
    expect(formatsOf('de').percent(2100).replace(nbsp, ' ')).toBe('21 %');
    expect(formatsOf('en').percent(900)).toBe('9%');
    expect(formatsOf('nl').day('2027-01-15')).toBe('15 jan 2027');
  });
});
