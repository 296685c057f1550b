import { Flex, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The whole screen while the tenant settings load (SPEC.md §2). */
export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <Flex
      role="status"
      aria-busy="true"
      aria-live="polite"
      minHeight="100dvh"
      direction="column"
      align="center"
      justify="center"
      gap="3"
    >
      <Spinner size="lg" aria-hidden="true" />
      <Text>{t('loading')}</Text>
    </Flex>
  );
}
