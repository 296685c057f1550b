import { Alert, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import { errorReason } from '../../lib/graphql/errors';
import { ErrorState } from '../../ui/states/ErrorState';
import { LoadingState } from '../../ui/states/LoadingState';

const UnsubscribeMutation = graphql(`
  mutation Unsubscribe($token: String!) {
    unsubscribe(token: $token)
  }
`);

/**
 * Opened from the link in a mail: unsubscribes once on open. The ref keeps React's
 * development double-mount (and re-renders) from sending the request twice.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('mailbox');
  const [{ data, error, fetching }, unsubscribe] = useMutation(UnsubscribeMutation);
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    void unsubscribe({ token });
  }, [token, unsubscribe]);

  let body;
  if (data?.unsubscribe) {
    body = (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>{t('unsubscribe.done')}</Alert.Title>
      </Alert.Root>
    );
  } else if (error) {
    const unknown = errorReason(error) === 'UNSUBSCRIBE_LINK_UNKNOWN';
    body = unknown ? (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('unsubscribe.unknownToken')}</Alert.Title>
      </Alert.Root>
    ) : (
      <ErrorState
        message={t('unsubscribe.failed')}
        offlineMessage={t('common:states.offline')}
        retryLabel={t('common:states.retry')}
        onRetry={fetching ? undefined : () => void unsubscribe({ token })}
      />
    );
  } else {
    body = <LoadingState label={t('unsubscribe.progress')} rows={1} />;
  }

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('unsubscribe.heading')}
      </Heading>
      {body}
    </Stack>
  );
}
