import { Flex, Heading, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BackIcon } from '../../ui/icons/BackIcon';

export type TopBarProps = {
  title: string;
  /** Already translated name of the back arrow. */
  backLabel: string;
  showBack: boolean;
  onBack: () => void;
  /** Controls after the title, e.g. the menu button or a logout button. */
  end?: ReactNode;
  /** Where the bar sticks, in px from the top (below framed mode's fixed menu). */
  stickyTop?: number;
};

/** The header landmark of a signed-in screen: back arrow, the page title, then `end`. */
export function TopBar({ title, backLabel, showBack, onBack, end, stickyTop = 0 }: TopBarProps) {
  return (
    <Flex
      as="header"
      position="sticky"
      top={`${stickyTop}px`}
      zIndex="sticky"
      align="center"
      gap="1"
      minHeight="14"
      paddingX="1"
      paddingTop="env(safe-area-inset-top, 0px)"
      bg="bg.panel"
      borderBottomWidth="1px"
    >
      {showBack ? (
        <IconButton aria-label={backLabel} variant="ghost" size="lg" onClick={onBack}>
          <BackIcon />
        </IconButton>
      ) : (
        // Keeps the title in the same place whether or not the arrow shows.
        <Flex width="2" flexShrink={0} />
      )}
      <Heading as="h1" size="md" flex="1" minWidth="0" truncate>
        {title}
      </Heading>
      {end}
    </Flex>
  );
}
