import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';

/** Any path containing /public/ (SPEC.md §2): the page alone, no sign-in, no menus. */
export function BareLayout() {
  return (
    <Box as="main" minHeight="100dvh" maxWidth="3xl" marginX="auto" padding="4">
      <Outlet />
    </Box>
  );
}
