import { describe, expect, it } from 'vitest';
import common from './locales/deAt.json';
import profile from '../features/profile/locales/deAt.json';
import english from '../features/profile/locales/en.json';
import receipts from '../features/receipts/locales/deAt.json';
import { commonWithAreas } from './area-strings';
import { NAMESPACES, i18n, initI18n } from './i18n';

describe('i18n: one loader per language', () => {
  it('knows every feature namespace from the file names, before anything loads', () => {
    expect(NAMESPACES[0]).toBe('common');
    expect(NAMESPACES).toEqual(
      expect.arrayContaining(['jobs', 'profile', 'crew-info', 'mobile-documents', 'payrolls']),
    );
  });

  it('loads a camelCase locale from its kebab-case module, the shell and the features alike', async () => {
    await initI18n('deAt');
    expect(i18n.t('titles.help')).toBe(common.titles.help);
    await i18n.loadNamespaces('profile');
    expect(i18n.t('profile:loading')).toBe(profile.loading);
    expect(i18n.t('profile:loading')).not.toBe(english.loading);
  });

  it("adds an area's common strings to the shell's namespace and leaves them out of the area's", async () => {
    await initI18n('deAt');
    expect(i18n.t('errors.reasons.RECEIPT_NOT_DRAFT')).toBe(
      receipts.common.errors.reasons.RECEIPT_NOT_DRAFT,
    );
    expect(i18n.t('titles.receipt')).toBe(receipts.common.titles.receipt);
    await i18n.loadNamespaces('receipts');
    expect(i18n.exists('receipts:common.titles.receipt')).toBe(false);
  });
});

describe("an area's common strings", () => {
  it("merge beside the shell's and refuse a key the shell or another area has", () => {
    const shell = { titles: { help: 'Help' } };
    expect(
      commonWithAreas(shell, [['a/en.json', { common: { titles: { a: 'A' } }, own: 'x' }]]),
    ).toEqual({ titles: { help: 'Help', a: 'A' } });
    expect(shell).toEqual({ titles: { help: 'Help' } });
    expect(() =>
      commonWithAreas(shell, [['a/en.json', { common: { titles: { help: 'Mine' } } }]]),
    ).toThrow('a/en.json: common "titles.help" is already there');
    expect(() =>
      commonWithAreas({}, [
        ['a/en.json', { common: { x: 'A' } }],
        ['b/en.json', { common: { x: 'B' } }],
      ]),
    ).toThrow('b/en.json: common "x" is already there');
  });
});
