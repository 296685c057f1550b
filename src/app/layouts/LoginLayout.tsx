import { Box, Card, chakra, Flex, Heading, Image } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { useTenantSettings } from '../../lib/tenant/useTenantSettings';
import { usePageTitle } from './usePageTitle';

/** A CSS url() with the characters that would end it escaped. */
function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (character) => encodeURIComponent(character))}")`;
}

const InfoLink = chakra(RouterLink);

/**
 * The public screens (/login, /forgotten-password …): the tenant's background image (cover) and
 * colour, a centred card of at most 420 px with the tenant's logo and name above the screen, and a
 * link to Info at the bottom.
 */
export function LoginLayout() {
  const { t } = useTranslation('common');
  const { settings } = useTenantSettings();
  usePageTitle(settings?.metaHostName);
  const backgroundUrl = settings?.backgroundUrl?.trim();
  const backgroundColor = settings?.backgroundColorCode?.trim();

  return (
    <Flex
      data-testid="login-background"
      minHeight="100dvh"
      direction="column"
      align="center"
      justify="center"
      gap="4"
      paddingX="3"
      paddingY="6"
      bg="bg.subtle"
      style={{
        backgroundColor: backgroundColor || undefined,
        backgroundImage: backgroundUrl ? cssUrl(backgroundUrl) : undefined,
        backgroundSize: backgroundUrl ? 'cover' : undefined,
        backgroundPosition: backgroundUrl ? 'center' : undefined,
      }}
    >
      <Card.Root as="main" width="full" maxWidth="420px" boxShadow="lg">
        <Card.Header alignItems="center" gap="2" paddingBottom="0">
          <Image
            src={settings?.faviconUrl?.trim() || '/icons/logo.svg'}
            alt=""
            width="12"
            height="12"
          />
          <Heading as="p" size="md" textAlign="center">
            {settings?.name ?? t('appName')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Outlet />
        </Card.Body>
      </Card.Root>
      <Box as="footer" bg="bg.panel" borderRadius="full" paddingX="3" paddingY="1" opacity={0.9}>
        <InfoLink to="/version" fontSize="sm" textDecoration="underline" minHeight="11">
          {t('menu.info')}
        </InfoLink>
      </Box>
    </Flex>
  );
}
