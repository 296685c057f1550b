import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang, resolveLocale } from '../../i18n/language';
import { useSession } from '../../lib/session/useSession';
import { useTenantSettings } from '../../lib/tenant/useTenantSettings';

/**
 * Keeps the active language in step with the tenant and the signed-in user (SPEC.md §9): the
 * user's own language when supported and allowed by the tenant, else the tenant's default, else
 * English; `<html lang>` follows.
 */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const { session } = useSession();
  const { settings } = useTenantSettings();
  const locale = resolveLocale({
    tenantDefaultLanguage: settings?.defaultLanguage ?? null,
    userLanguage: session?.loginData.language ?? null,
    useUserLanguage: settings?.useUserLanguage ?? false,
  });

  useEffect(() => {
    // changeLanguage loads the new language's files before switching, so nothing suspends.
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = htmlLang(locale);
  }, [i18n, locale]);

  return null;
}
