import { chakra, Flex, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BOTTOM_OFFSET_VARIABLE } from '../../ui/ToastViewport';
import type { MenuEntry } from '../rules/menu';
import { MenuEntryIcon } from './MenuEntryIcon';

/** Width of one bottom bar item; the bar is exactly as wide as its items (SPEC.md §2). */
export const BOTTOM_BAR_ITEM_WIDTH_PX = 76;
/** Height of the bar without the device's safe area; the content leaves this much room. */
export const BOTTOM_BAR_HEIGHT_PX = 64;

/**
 * The room a layout leaves below its content while the bar is shown: the bar, its top border, a
 * gap, and the device's safe area (the home indicator), which the bar adds below its items. The
 * page's last row then scrolls fully into view above the bar; as `scroll-padding-bottom` of the
 * document, a focused link or a scrolled-to anchor stops above it too.
 */
export const BOTTOM_BAR_CLEARANCE = `calc(${BOTTOM_BAR_HEIGHT_PX + 1 + 16}px + env(safe-area-inset-bottom, 0px))`;

export type BottomBarProps = { entries: MenuEntry[]; activePath: string | null };

const ItemLink = chakra(RouterLink);

/**
 * The quick menu at the bottom: icon and label per entry, centred, its width the number of items
 * times {@link BOTTOM_BAR_ITEM_WIDTH_PX}. Nothing when there are no entries. While shown it tells
 * the toast viewport its height so toasts are not hidden behind it.
 */
export function BottomBar({ entries, activePath }: BottomBarProps) {
  const { t } = useTranslation('common');
  const count = entries.length;

  useEffect(() => {
    if (count === 0) return;
    const root = document.documentElement;
    root.style.setProperty(BOTTOM_OFFSET_VARIABLE, `${BOTTOM_BAR_HEIGHT_PX}px`);
    root.style.setProperty('scroll-padding-bottom', BOTTOM_BAR_CLEARANCE);
    return () => {
      root.style.removeProperty(BOTTOM_OFFSET_VARIABLE);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [count]);

  if (count === 0) return null;
  const width = count * BOTTOM_BAR_ITEM_WIDTH_PX;
  return (
    <chakra.nav
      aria-label={t('layout.quickMenu')}
      data-items={count}
      position="fixed"
      bottom="0"
      left="50%"
      transform="translateX(-50%)"
      zIndex="sticky"
      style={{ width: `${width}px` }}
      paddingBottom="env(safe-area-inset-bottom, 0px)"
      bg="bg.panel"
      borderWidth="1px"
      borderBottomWidth="0"
      borderTopRadius="l3"
      boxShadow="md"
    >
      <Flex
        as="ul"
        listStyleType="none"
        margin="0"
        padding="0"
        height={`${BOTTOM_BAR_HEIGHT_PX}px`}
      >
        {entries.map((entry) => {
          const active = entry.path === activePath;
          return (
            <chakra.li key={entry.path} width={`${BOTTOM_BAR_ITEM_WIDTH_PX}px`} flexShrink={0}>
              <ItemLink
                to={entry.path}
                aria-current={active ? 'page' : undefined}
                display="flex"
                flexDirection="column"
                alignItems="center"
                justifyContent="center"
                gap="0.5"
                height="full"
                paddingX="1"
                color={active ? 'colorPalette.fg' : 'fg.muted'}
                fontWeight={active ? 'semibold' : 'normal'}
                borderRadius="l2"
                _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
              >
                <MenuEntryIcon path={entry.path} size="1.5em" />
                <Text as="span" fontSize="2xs" lineHeight="1.1" textAlign="center" lineClamp={2}>
                  {t(entry.labelKey)}
                </Text>
              </ItemLink>
            </chakra.li>
          );
        })}
      </Flex>
    </chakra.nav>
  );
}
