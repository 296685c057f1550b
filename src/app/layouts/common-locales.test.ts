import { expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import { MENU_LABEL_KEYS } from '../rules/menu';

const files = import.meta.glob<{ default: unknown }>('../../i18n/locales/*.json', { eager: true });

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    if (node !== null && typeof node === 'object' && Object.hasOwn(node, part))
      return (node as Record<string, unknown>)[part];
    return undefined;
  }, tree);
}

// Completeness of every namespace in all seven locales is src/i18n/locales.test.ts; this file
// checks what the shell itself needs from the common namespace.
it('has a label for every menu entry and every string the layouts show', () => {
  const keys = [
    ...MENU_LABEL_KEYS,
    'appName',
    'loading',
    'layout.openMenu',
    'layout.closeMenu',
    'layout.back',
    'layout.logout',
    'layout.mainMenu',
    'layout.quickMenu',
    'layout.sessionMenu',
    'layout.sessionNotice',
    'layout.permissionsWarning',
    'layout.dismiss',
    'layout.loadingPage',
    'notFound.title',
    'notFound.home',
    'unbuilt.text',
    'unbuilt.home',
  ];
  const missing = keys.filter((key) => typeof lookup(en, key) !== 'string');
  expect(missing).toEqual([]);
  expect(lookup(en, 'notFound.title')).toBe('Not found');
  expect(lookup(en, 'menu.info')).toBe('Info');
});

it('translates rather than copies English (beyond names that stay the same)', () => {
  for (const [path, module] of Object.entries(files)) {
    if (path.endsWith('/en.json')) continue;
    expect(lookup(module.default, 'layout.sessionNotice'), path).not.toBe(
      lookup(en, 'layout.sessionNotice'),
    );
    expect(lookup(module.default, 'layout.permissionsWarning'), path).not.toBe(
      lookup(en, 'layout.permissionsWarning'),
    );
  }
});
