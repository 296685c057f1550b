import { Box, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { LoginScreenFrame } from '../../lib/tenant/LoginScreenFrame';
import { useTenantSettings } from '../../lib/tenant/useTenantSettings';
import { usePageTitle } from './usePageTitle';

const InfoLink = chakra(RouterLink);

/**
 * The public screens (/login, /forgotten-password …) in the tenant's login frame (its background,
 * logo and name; src/lib/tenant/LoginScreenFrame.tsx, which the administration's preview draws
 * too), with a link to Info at the bottom.
 */
export function LoginLayout() {
  const { t } = useTranslation('common');
  const { settings } = useTenantSettings();
  usePageTitle(settings?.metaHostName);
  return (
    <LoginScreenFrame
      branding={settings}
      fallbackName={t('appName')}
      footer={
        <Box as="footer">
          <InfoLink to="/version" fontSize="sm" textDecoration="underline" minHeight="11">
            {t('menu.info')}
          </InfoLink>
        </Box>
      }
    >
      <Outlet />
    </LoginScreenFrame>
  );
}
