import {
  Box,
  Button,
  chakra,
  Drawer,
  Flex,
  IconButton,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CloseIcon } from '../../ui/icons/CloseIcon';
import { LogoutIcon } from '../../ui/icons/LogoutIcon';
import { useSwipe } from '../../ui/useSwipe';
import type { MenuEntry } from '../rules/menu';
import { MenuEntryIcon } from './MenuEntryIcon';
import { drawerSlotRecipe } from '../../ui/lazy-recipes';

/** How far a left swipe must travel to close the drawer (SPEC.md §2 layout). */
export const DRAWER_CLOSE_SWIPE_PX = 60;

export type MainMenuDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: MenuEntry[];
  activePath: string | null;
  userName: string | null;
  tenantName: string | null;
  onLogout: () => void;
};

const NavLinkItem = chakra(RouterLink);

/**
 * The side drawer of a user session: who is signed in, the menu entries (the active one marked
 * aria-current="page"), and logout. Closes on choosing an entry, on its close button, on a left
 * swipe, on Escape and on the backdrop.
 */
export function MainMenuDrawer({
  open,
  onOpenChange,
  entries,
  activePath,
  userName,
  tenantName,
  onLogout,
}: MainMenuDrawerProps) {
  const { t } = useTranslation('common');
  const swipe = useSwipe((direction) => {
    if (direction === 'left') onOpenChange(false);
  }, DRAWER_CLOSE_SWIPE_PX);

  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            onTouchStart={swipe.onTouchStart}
            onTouchEnd={swipe.onTouchEnd}
            maxWidth="85vw"
            paddingTop="env(safe-area-inset-top, 0px)"
            paddingBottom="env(safe-area-inset-bottom, 0px)"
          >
            <Drawer.Header paddingX="4" paddingY="3" borderBottomWidth="1px">
              <Flex align="center" gap="2" width="full">
                <Box flex="1" minWidth="0">
                  <Drawer.Title fontSize="md" truncate>
                    {userName ?? t('appName')}
                  </Drawer.Title>
                  {tenantName ? (
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {tenantName}
                    </Text>
                  ) : null}
                </Box>
                <Drawer.CloseTrigger asChild position="static">
                  <IconButton aria-label={t('layout.closeMenu')} variant="ghost" size="lg">
                    <CloseIcon />
                  </IconButton>
                </Drawer.CloseTrigger>
              </Flex>
            </Drawer.Header>
            <Drawer.Body paddingX="2" paddingY="2">
              <nav aria-label={t('layout.mainMenu')}>
                <Stack as="ul" gap="0" listStyleType="none" margin="0" padding="0">
                  {entries.map((entry) => {
                    const active = entry.path === activePath;
                    return (
                      <li key={entry.path}>
                        <NavLinkItem
                          to={entry.path}
                          aria-current={active ? 'page' : undefined}
                          onClick={() => onOpenChange(false)}
                          display="flex"
                          alignItems="center"
                          gap="3"
                          minHeight="12"
                          paddingX="3"
                          borderRadius="l2"
                          fontWeight={active ? 'semibold' : 'normal'}
                          bg={active ? 'colorPalette.subtle' : undefined}
                          color={active ? 'colorPalette.fg' : undefined}
                          _hover={{ bg: 'bg.muted' }}
                          _focusVisible={{
                            outline: '2px solid',
                            outlineColor: 'colorPalette.focusRing',
                          }}
                        >
                          <MenuEntryIcon path={entry.path} />
                          {t(entry.labelKey)}
                        </NavLinkItem>
                      </li>
                    );
                  })}
                </Stack>
              </nav>
            </Drawer.Body>
            <Drawer.Footer paddingX="2" paddingY="2" borderTopWidth="1px">
              <Button
                variant="ghost"
                width="full"
                justifyContent="flex-start"
                gap="3"
                minHeight="12"
                paddingX="3"
                onClick={onLogout}
              >
                <LogoutIcon />
                {t('layout.logout')}
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
