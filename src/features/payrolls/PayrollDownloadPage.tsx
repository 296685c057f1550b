import { Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { pathTo, PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session/useSession';
import { useToast } from '../../lib/toasts/useToast';
import { EmptyState } from '../../ui/states/EmptyState';
import { ErrorState } from '../../ui/states/ErrorState';
import { DownloadProgressBar } from './DownloadProgressBar';
import { isPayrollDocumentType } from './payroll-format';
import { usePdfDownload } from './usePdfDownload';

/**
 * /payrolls/{number}/download/{documentType}: downloads the document as a blob with a progress
 * bar, saves it, and returns to the payroll (replacing this page in the history, so Back does
 * not download again).
 */
export function PayrollDownloadPage() {
  const { number = '', documentType } = useParams();
  const { t } = useTranslation('payrolls');
  const { session } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const { state, start } = usePdfDownload();
  const started = useRef(false);
  const token = session?.token;
  const valid = isPayrollDocumentType(documentType);
  const payrollPath = pathTo(PATHS.payroll, { number });

  useEffect(() => {
    if (!valid || !token || started.current) return;
    started.current = true;
    const url = `/api/v1/payrolls/${encodeURIComponent(number)}/documents/${documentType}`;
    void start(
      url,
      { headers: { Authorization: `Bearer ${token}`, Type: 'MOBILE' } },
      `${documentType}-${number}.pdf`,
    ).then((ok) => {
      if (!ok) return;
      toast.show({ message: t('download.done'), type: 'success' });
      void navigate(payrollPath, { replace: true });
    });
  }, [valid, token, number, documentType, start, toast, t, navigate, payrollPath]);

  const back = (
    <Link asChild colorPalette="blue" minHeight="11">
      <RouterLink to={payrollPath}>{t('backToPayroll')}</RouterLink>
    </Link>
  );
  if (!valid) return <EmptyState message={t('download.unknownType')} action={back} />;
  if (state.kind === 'failed') {
    // 403: the role has no payrolls right (the api's refusal, as on the other payroll screens).
    if (state.status === 403) return <EmptyState message={t('noAccess')} />;
    if (state.status === 404) return <EmptyState message={t('download.notFound')} action={back} />;
    return (
      <ErrorState
        message={t('download.failed')}
        offlineMessage={t('common:states.offline')}
        retryLabel={t('common:states.retry')}
        onRetry={() => window.location.reload()}
      />
    );
  }
  const label = t('download.progressLabel', { document: t(`documentTypes.${documentType}`) });
  return (
    <Stack gap="4">
      <Text>
        {t('download.preparing', { document: t(`documentTypes.${documentType}`), number })}
      </Text>
      <DownloadProgressBar
        progress={state.kind === 'downloading' ? state.progress : { received: 0, total: null }}
        label={label}
      />
      {back}
    </Stack>
  );
}
