import { HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export type CalendarViewLink = { key: string; label: string; href: string; current: boolean };

export type CalendarViewSwitchProps = {
  /** The navigation's accessible name ("Calendar views"). */
  label: string;
  views: readonly CalendarViewLink[];
};

/** A calendar's views (month, week, day) as real links: the view lives in the URL. */
export function CalendarViewSwitch({ label, views }: CalendarViewSwitchProps) {
  return (
    <HStack as="nav" aria-label={label} gap="1" bg="bg.muted" p="1" rounded="l2" alignSelf="start">
      {views.map((view) => (
        <Link
          key={view.key}
          asChild
          minH="9"
          px="4"
          rounded="l1"
          fontWeight={view.current ? 'semibold' : undefined}
          bg={view.current ? 'bg' : undefined}
          color="fg"
          textDecoration="none"
          aria-current={view.current ? 'page' : undefined}
        >
          <RouterLink to={view.href}>{view.label}</RouterLink>
        </Link>
      ))}
    </HStack>
  );
}
