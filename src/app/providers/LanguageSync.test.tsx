import { render, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFixture } from '../../../machines/session.fixtures';
import type { SessionData, TenantSettings } from '../../../machines/session.types';
import { SessionContext } from '../../lib/session/SessionContext';
import { LanguageSync } from './LanguageSync';
import { TenantBranding } from './TenantBranding';

const state = vi.hoisted(() => ({ settings: null as TenantSettings | null }));
vi.mock('../../lib/tenant/useTenantSettings', () => ({
  useTenantSettings: () => ({ settings: state.settings, fetching: false, error: null }),
}));

const tenant = sessionFixture().tenant;

function createI18n() {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: { deAt: ['de', 'en'], default: ['en'] },
    resources: {
      en: { common: { hello: 'Hello' } },
      de: { common: { hello: 'Hallo' } },
      deAt: { common: { hello: 'Servus' } },
      cy: { common: { hello: 'Helo' } },
    },
    defaultNS: 'common',
    initAsync: false,
  });
  return instance;
}

function renderSync(session: SessionData | null, settings: TenantSettings | null) {
  state.settings = session?.tenant ?? settings;
  const i18n = createI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <SessionContext.Provider
        value={{
          status: session ? 'signedIn' : 'signedOut',
          session,
          error: null,
          signIn: () => {},
          logout: () => {},
        }}
      >
        <LanguageSync />
        <TenantBranding />
      </SessionContext.Provider>
    </I18nextProvider>,
  );
  return i18n;
}

afterEach(() => {
  document.documentElement.lang = '';
  document.head
    .querySelectorAll('link[rel="icon"], meta[name="description"]')
    .forEach((node) => node.remove());
});

describe('LanguageSync', () => {
  it("uses the tenant's default language before sign-in and sets <html lang>", async () => {
    const i18n = renderSync(null, { ...tenant, defaultLanguage: 'Welsh' });
    await waitFor(() => expect(i18n.language).toBe('cy'));
    expect(document.documentElement.lang).toBe('cy');
    expect(i18n.t('hello')).toBe('Helo');
  });

  it("follows the user's own language when the tenant allows it; Austrian German is de-AT", async () => {
    const session = sessionFixture({
      tenant: { ...tenant, defaultLanguage: 'English', useUserLanguage: true },
      loginData: { ...sessionFixture().loginData, language: 'deAt' },
    });
    const i18n = renderSync(session, null);
    await waitFor(() => expect(i18n.language).toBe('deAt'));
    expect(document.documentElement.lang).toBe('de-AT');
    expect(i18n.t('hello')).toBe('Servus');
  });

  it("keeps the tenant's language when the tenant does not use the user's", async () => {
    const session = sessionFixture({
      tenant: { ...tenant, defaultLanguage: 'German', useUserLanguage: false },
      loginData: { ...sessionFixture().loginData, language: 'cy' },
    });
    const i18n = renderSync(session, null);
    await waitFor(() => expect(i18n.language).toBe('de'));
    expect(document.documentElement.lang).toBe('de');
  });

  it('falls back to English for a language the app does not have', async () => {
    const i18n = renderSync(null, { ...tenant, defaultLanguage: 'Klingon' });
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(i18n.language).toBe('en');
  });
});

describe('TenantBranding', () => {
  it("puts the tenant's favicon and meta description in the document head", async () => {
    renderSync(null, {
      ...tenant,
      faviconUrl: 'https://cdn.example.test/demo.png',
      logoUrl: null,
      metaDescription: 'Demo crew planning',
    });
    await waitFor(() =>
      expect(document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toBe(
        'https://cdn.example.test/demo.png',
      ),
    );
    expect(
      document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('type'),
    ).toBeNull();
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      'Demo crew planning',
    );
  });

  it('keeps the app favicon when the tenant has none', async () => {
    renderSync(null, { ...tenant, faviconUrl: null });
    await waitFor(() =>
      expect(
        document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href'),
      ).toBe('/favicon.svg'),
    );
  });
});
