import { Box, Heading } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useTenantSettings } from '../../lib/tenant/useTenantSettings';
import { usePageTitle } from './usePageTitle';

/**
 * Any path containing /public/ (SPEC.md §2): the page alone, no sign-in, no menus. The page is
 * often opened from a mail on a phone, so it still says what it is: the route's title on top.
 */
export function BareLayout() {
  const { settings } = useTenantSettings();
  const title = usePageTitle(settings?.metaHostName);
  return (
    <Box as="main" minHeight="100dvh" maxWidth="3xl" marginX="auto" padding="4">
      <Heading as="h1" size="lg" marginBottom="4">
        {title}
      </Heading>
      <Outlet />
    </Box>
  );
}
