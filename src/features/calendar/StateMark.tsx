import { Box } from '@chakra-ui/react';
import type { DayState } from './day-states';
import { STATE_LOOKS } from './state-looks';

export type StateMarkProps = {
  state: DayState;
  /** 'day': the small mark inside a day of the month; 'legend': the larger one beside its label. */
  size: 'day' | 'legend';
};

/** A legend state's symbol on its colour. Decorative: the text beside it (or the day's label) names it. */
export function StateMark({ state, size }: StateMarkProps) {
  const look = STATE_LOOKS[state];
  const side = size === 'day' ? '3.5' : '5';
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      width={side}
      height={side}
      borderRadius="sm"
      bg={look.bg}
      color="white"
      fontSize={size === 'day' ? '2xs' : 'xs'}
      lineHeight="1"
      fontWeight="bold"
    >
      {look.symbol}
    </Box>
  );
}
