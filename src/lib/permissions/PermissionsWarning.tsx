import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePermissionsDenied } from './usePermissionsDenied';
import type { CrewPermission } from './usePermissionsDenied';

export type PermissionsWarningProps = {
  /** Only crew check in: other people never see the warning, and no query is made for them. */
  enabled: boolean;
  /** The permissions this screen needs (the crew's photos: the camera); the crew's default otherwise. */
  permissions?: readonly CrewPermission[];
};

/**
 * The SPEC.md §8 warning, shown while the browser denies notifications or location: the home and
 * the profile put it above their content. Renders nothing otherwise.
 */
export function PermissionsWarning({ enabled, permissions }: PermissionsWarningProps) {
  const { t } = useTranslation('common');
  const denied = usePermissionsDenied(enabled, permissions);
  if (!denied) return null;
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{t('layout.permissionsWarning')}</Alert.Title>
    </Alert.Root>
  );
}
