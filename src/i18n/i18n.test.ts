import { describe, expect, it } from 'vitest';
import common from './locales/deAt.json';
import profile from '../features/profile/locales/deAt.json';
import english from '../features/profile/locales/en.json';
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
});
