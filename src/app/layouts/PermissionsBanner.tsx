import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The SPEC.md §8 warning for crew whose browser denies the location they check in with. */
export function PermissionsBanner() {
  const { t } = useTranslation('common');
  return (
    <Alert.Root status="warning" borderRadius="0" role="alert">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{t('layout.permissionsWarning')}</Alert.Title>
    </Alert.Root>
  );
}
