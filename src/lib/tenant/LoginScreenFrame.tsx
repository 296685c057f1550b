import { Box, Card, Flex, Heading, Image } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TenantSettings } from '../../../machines/session.types';

/** A CSS url() with the characters that would end it escaped. */
function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (character) => encodeURIComponent(character))}")`;
}

/** The tenant branding the login screen shows: what the administration's preview changes. */
export type LoginBranding = Pick<
  TenantSettings,
  'name' | 'logoUrl' | 'faviconUrl' | 'backgroundUrl' | 'backgroundColorCode' | 'mobileTheme'
>;

/** The palette of a tenant's theme (src/app/providers/theme.ts): red, or Chakra's own for 'moyo'. */
export function themePalette(mobileTheme: string | null | undefined): 'red' | 'gray' {
  return mobileTheme === 'moyo' ? 'gray' : 'red';
}

/**
 * The login screen's frame: the tenant's background image (cover) and colour, a centred card of
 * at most 420 px with the tenant's logo (else its favicon, else the app's) and name above the
 * screen, and a footer. The login layout and the administration's preview both draw it, so the
 * preview shows what the login screen will.
 */
export function LoginScreenFrame({
  branding,
  fallbackName,
  children,
  footer,
  preview = false,
}: {
  branding: Partial<LoginBranding> | null;
  /** The name shown while the tenant's is not known (the app's). */
  fallbackName: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Drawn inside a page (the preview): fills its box instead of the viewport, and is no landmark. */
  preview?: boolean;
}) {
  const backgroundUrl = branding?.backgroundUrl?.trim();
  const backgroundColor = branding?.backgroundColorCode?.trim();
  const logo = branding?.logoUrl?.trim() || branding?.faviconUrl?.trim() || '/icons/logo.svg';
  return (
    <Flex
      data-testid={preview ? 'login-preview' : 'login-background'}
      minHeight={preview ? '96' : '100dvh'}
      direction="column"
      align="center"
      justify="center"
      gap="4"
      paddingX="3"
      paddingY="6"
      bg="bg.subtle"
      colorPalette={preview ? themePalette(branding?.mobileTheme) : undefined}
      style={{
        backgroundColor: backgroundColor || undefined,
        backgroundImage: backgroundUrl ? cssUrl(backgroundUrl) : undefined,
        backgroundSize: backgroundUrl ? 'cover' : undefined,
        backgroundPosition: backgroundUrl ? 'center' : undefined,
      }}
    >
      <Card.Root as={preview ? 'div' : 'main'} width="full" maxWidth="420px" boxShadow="lg">
        <Card.Header alignItems="center" gap="2" paddingBottom="0">
          <Image
            data-testid="login-logo"
            src={logo}
            alt=""
            maxHeight="12"
            maxWidth="48"
            height="12"
            objectFit="contain"
          />
          <Heading as="p" size="md" textAlign="center" data-testid="login-tenant-name">
            {branding?.name ?? fallbackName}
          </Heading>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
      {footer ? (
        <Box bg="bg.panel" borderRadius="full" paddingX="3" paddingY="1" opacity={0.9}>
          {footer}
        </Box>
      ) : null}
    </Flex>
  );
}
