import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * A screen could not be shown: its code could not be fetched (the signal dropped mid-navigation,
 * or a new release replaced the files) or it failed. Say so, and reload, which fetches the
 * current app.
 */
export function LoadFailedScreen() {
  const { t } = useTranslation('common');
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <Flex
      role="alert"
      minHeight="100dvh"
      direction="column"
      align="center"
      justify="center"
      gap="3"
      paddingX="4"
      textAlign="center"
    >
      <Text>{offline ? t('states.offline') : t('errors.unexpected')}</Text>
      <Button variant="outline" minHeight="11" onClick={() => window.location.reload()}>
        {t('states.retry')}
      </Button>
    </Flex>
  );
}
