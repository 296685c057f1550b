import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteHandles } from '../../lib/routing/AppRouter';
import { pageTitle } from '../rules/page-title';

/** Separates the screen's title from the tenant part in document.title. */
export const DOCUMENT_TITLE_SEPARATOR = ' · ';

function titleKeyOf(handle: unknown): string | null {
  if (handle === null || typeof handle !== 'object' || !('titleKey' in handle)) return null;
  const key = (handle as { titleKey: unknown }).titleKey;
  return typeof key === 'string' && key !== '' ? key : null;
}

/** The title key of the deepest matched route whose handle has one, or null. */
export function useRouteTitleKey(): string | null {
  const handles = useRouteHandles();
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const key = titleKeyOf(handles[index]);
    if (key) return key;
  }
  return null;
}

/** Whether the deepest matched route with a title asks for the wide layout (desk columns). */
export function useRouteIsWide(): boolean {
  const handles = useRouteHandles();
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const handle = handles[index];
    if (titleKeyOf(handle)) return (handle as { wide?: unknown }).wide === true;
  }
  return false;
}

/**
 * The translated title of the current screen (the route handle's namespaced `titleKey`, or the
 * app name), also written to document.title as '<title> · <tenant page title>'.
 */
export function usePageTitle(metaHostName: string | null | undefined): string {
  const { t } = useTranslation('common');
  const key = useRouteTitleKey();
  const title = key ? t(key) : t('appName');
  // Same format as the app's DocumentTitle: without a route title, the tenant part alone.
  const documentTitle = key
    ? `${title}${DOCUMENT_TITLE_SEPARATOR}${pageTitle(metaHostName)}`
    : pageTitle(metaHostName);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return title;
}
