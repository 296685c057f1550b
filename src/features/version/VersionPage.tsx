import { Code, DataList, Heading, Stack } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantSettings } from '../../lib/tenant/useTenantSettings';
import { ErrorState } from '../../ui/states/ErrorState';
import { LoadingState } from '../../ui/states/LoadingState';
import { fetchVersionInfo, type VersionInfo } from './version-info';

/** i18next language codes → BCP 47; only deAt differs. */
function toLocale(language: string | undefined): string {
  return language === 'deAt' ? 'de-AT' : (language ?? 'en');
}

/** The language's own name in itself, e.g. 'Deutsch (Österreich)', 'Cymraeg'. */
function languageName(language: string | undefined): string {
  const locale = toLocale(language);
  return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
}

type Load = { status: 'loading' } | { status: 'error' } | { status: 'done'; info: VersionInfo };

/** Info: which build runs, in which language, for which company (support asks for this). */
export function VersionPage() {
  const { t, i18n } = useTranslation('version');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Before sign-in the public tenant settings, after it the session's tenant.
  const { settings: tenant } = useTenantSettings();

  useEffect(() => {
    const controller = new AbortController();
    fetchVersionInfo(controller.signal).then(
      (info) => setLoad({ status: 'done', info }),
      () => {
        if (!controller.signal.aborted) setLoad({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  const language = i18n.language;
  let versionRows;
  if (load.status === 'loading') versionRows = <LoadingState label={t('loading')} rows={1} />;
  else if (load.status === 'error') {
    versionRows = (
      <ErrorState
        message={t('error')}
        offlineMessage={t('offline')}
        retryLabel={t('retry')}
        onRetry={retry}
      />
    );
  } else {
    const built = DateTime.fromISO(load.info.builtAt).setLocale(toLocale(language));
    versionRows = (
      <DataList.Root orientation="horizontal" gap="3">
        <DataList.Item>
          <DataList.ItemLabel>{t('fields.version')}</DataList.ItemLabel>
          <DataList.ItemValue>{load.info.version}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('fields.commit')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {load.info.commit ? (
              <Code title={load.info.commit}>{load.info.commit.slice(0, 7)}</Code>
            ) : (
              t('unknown')
            )}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('fields.builtAt')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {built.isValid ? built.toLocaleString(DateTime.DATETIME_MED) : t('unknown')}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    );
  }

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('heading')}
      </Heading>
      {versionRows}
      <DataList.Root orientation="horizontal" gap="3">
        <DataList.Item>
          <DataList.ItemLabel>{t('fields.language')}</DataList.ItemLabel>
          <DataList.ItemValue>{languageName(language)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('fields.tenant')}</DataList.ItemLabel>
          <DataList.ItemValue>{tenant?.name ?? t('unknown')}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  );
}
