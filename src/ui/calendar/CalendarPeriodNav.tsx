import { Button, Heading, HStack, IconButton, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ChevronIcon } from '../icons/ChevronIcon';

type NavLink = { href: string; label: string };

export type CalendarPeriodNavProps = {
  /** The navigation's accessible name ("Period"). */
  label: string;
  /** The period shown, e.g. "November 2026". */
  title: string;
  previous: NavLink;
  today: NavLink;
  next: NavLink;
};

// Styled like the personal calendar's month navigation (react-day-picker in calendar/CalendarMonth:
// blue.700 chevrons either side of the period), but real links: the period lives in the URL.
/** Previous, today and next as links either side of the period's title. */
export function CalendarPeriodNav({ label, title, previous, today, next }: CalendarPeriodNavProps) {
  return (
    <HStack as="nav" aria-label={label} justify="space-between" align="center" gap="2">
      <IconButton
        asChild
        variant="ghost"
        color="blue.700"
        minW="11"
        minH="11"
        aria-label={previous.label}
      >
        <RouterLink to={previous.href}>
          <ChevronIcon pointing="left" size="1.5em" />
        </RouterLink>
      </IconButton>
      <Stack gap="0" align="center" minW="0">
        <Heading as="h2" size="md" textAlign="center" aria-live="polite">
          {title}
        </Heading>
        <Button asChild variant="ghost" size="sm" color="blue.700" minH="11">
          <RouterLink to={today.href}>{today.label}</RouterLink>
        </Button>
      </Stack>
      <IconButton
        asChild
        variant="ghost"
        color="blue.700"
        minW="11"
        minH="11"
        aria-label={next.label}
      >
        <RouterLink to={next.href}>
          <ChevronIcon pointing="right" size="1.5em" />
        </RouterLink>
      </IconButton>
    </HStack>
  );
}
