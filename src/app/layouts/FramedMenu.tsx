import { chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FRAMED_ITEMS_PER_ROW, FRAMED_ROW_HEIGHT_PX, type MenuEntry } from '../rules/menu';
import { MenuEntryIcon } from './MenuEntryIcon';

export type FramedMenuProps = { entries: MenuEntry[]; activePath: string | null };

const ItemLink = chakra(RouterLink);

/**
 * The top-wrapped menu of framed mode (SPEC.md §2): fixed at the top, ten items per row, each row
 * {@link FRAMED_ROW_HEIGHT_PX} px high, so the content below pads by framedTopPadding(count).
 */
export function FramedMenu({ entries, activePath }: FramedMenuProps) {
  const { t } = useTranslation('common');
  // A short row shares the width instead of huddling at 10 % per item (a phone-wide frame).
  const perRow = Math.max(1, Math.min(entries.length, FRAMED_ITEMS_PER_ROW));
  return (
    <chakra.nav
      aria-label={t('layout.mainMenu')}
      data-items={entries.length}
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="bg.panel"
      borderBottomWidth="1px"
    >
      <Flex as="ul" wrap="wrap" justify="center" listStyleType="none" margin="0" padding="0">
        {entries.map((entry) => {
          const active = entry.path === activePath;
          return (
            <chakra.li
              key={entry.path}
              flexBasis={`${100 / perRow}%`}
              maxWidth="96px"
              minWidth="0"
              height={`${FRAMED_ROW_HEIGHT_PX}px`}
            >
              <ItemLink
                to={entry.path}
                aria-current={active ? 'page' : undefined}
                display="flex"
                flexDirection="column"
                alignItems="center"
                justifyContent="center"
                gap="0.5"
                height="full"
                color={active ? 'colorPalette.fg' : 'fg.muted'}
                fontWeight={active ? 'semibold' : 'normal'}
                _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
              >
                <MenuEntryIcon path={entry.path} />
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
