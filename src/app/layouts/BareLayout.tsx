import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useRouteTitleKey } from '../DocumentTitle';

/**
 * Any path containing /public/ (SPEC.md §2): the page alone, no sign-in, no menus. The page is
 * often opened from a mail on a phone, so it still says what it is: the route's title on top.
 */
export function BareLayout() {
  const { t } = useTranslation('common');
  const titleKey = useRouteTitleKey();
  return (
    <Box as="main" minHeight="100dvh" maxWidth="3xl" marginX="auto" padding="4">
      {titleKey ? (
        <Heading as="h1" size="lg" marginBottom="4">
          {t(titleKey)}
        </Heading>
      ) : null}
      <Outlet />
    </Box>
  );
}
