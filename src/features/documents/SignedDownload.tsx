import { useTranslation } from 'react-i18next';
import { FileDownload } from '../../lib/downloads/FileDownload';

/** The signed PDF (signatures and signing records stamped in), saved through lib/downloads. */
export function SignedDownload({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('documents');
  return (
    <FileDownload
      url={url}
      fileName={t('download.fileName', { title })}
      labels={{
        button: t('download.button'),
        downloading: t('download.downloading'),
        done: t('download.done'),
        failed: t('download.failed'),
        offline: t('download.offline'),
      }}
    />
  );
}
