import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { useTenantSettings } from '../lib/tenant/useTenantSettings';
import { pageTitle } from './rules/page-title';

type TitleHandle = { titleKey?: string };

function titleKeyOf(handle: unknown): string | null {
  if (typeof handle !== 'object' || handle === null || !('titleKey' in handle)) return null;
  const { titleKey } = handle as TitleHandle;
  return typeof titleKey === 'string' ? titleKey : null;
}

/** The deepest matched route's title key, for the top bar and the document title. */
export function useRouteTitleKey(): string | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const key = titleKeyOf(matches[index]?.handle);
    if (key) return key;
  }
  return null;
}

/** document.title = page title · host name + 'Your Digital Hub …' (SPEC.md §9). */
export function DocumentTitle() {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  const { settings } = useTenantSettings();
  const base = pageTitle(settings?.metaHostName);
  const page = titleKey ? t(titleKey) : null;
  useEffect(() => {
    document.title = page ? `${page} · ${base}` : base;
  }, [page, base]);
  return null;
}
