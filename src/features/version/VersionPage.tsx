import { Code, DataList, Heading, Stack } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toBcp47 } from '../../i18n/language';
import { useTenantSettings } from '../../lib/tenant/useTenantSettings';
import { QueryStates } from '../../ui/states/QueryStates';
import { fetchVersionInfo, type VersionInfo } from './version-info';

/** The language's own name in itself, e.g. 'Deutsch (Österreich)', 'Cymraeg'. */
function languageName(language: string | undefined): string {
  const locale = toBcp47(language);
  return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
}

type Load = { status: 'loading' } | { status: 'error' } | { status: 'done'; info: VersionInfo };

/** The build's version, commit and time. */
function VersionRows({ info }: { info: VersionInfo }) {
  const { t, i18n } = useTranslation('version');
  const built = DateTime.fromISO(info.builtAt).setLocale(toBcp47(i18n.language));
  return (
    <DataList.Root orientation="horizontal" gap="3">
      <DataList.Item>
        <DataList.ItemLabel>{t('fields.version')}</DataList.ItemLabel>
        <DataList.ItemValue>{info.version}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('fields.commit')}</DataList.ItemLabel>
        <DataList.ItemValue>
          {info.commit ? <Code title={info.commit}>{info.commit.slice(0, 7)}</Code> : t('unknown')}
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
  // The version file is not a GraphQL query; its load maps onto the states every screen shares.
  const result = {
    fetching: load.status === 'loading',
    data: load.status === 'done' ? load.info : null,
    error: load.status === 'error' ? { graphQLErrors: [] } : null,
  };

  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('heading')}
      </Heading>
      <QueryStates
        result={result}
        loading={t('loading')}
        loadingRows={1}
        error={t('error')}
        onRetry={retry}
      >
        {(info) => <VersionRows info={info} />}
      </QueryStates>
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
