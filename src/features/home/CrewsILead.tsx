import { Badge, Card, HStack, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { UseQueryState } from 'urql';
import type { CrewShiftState, HomeQuery } from '../../gql/graphql';
import { formatShortDay, formatTime } from '../../lib/dates/dates';
import { foreignZoneLabel } from '../../lib/dates/venue-time';
import { pathTo, PATHS } from '../../lib/paths';
import { HomeSection } from './HomeSection';

const STATE_COLOURS: Record<CrewShiftState, string> = {
  notStarted: 'gray',
  onShift: 'blue',
  readyForSignOff: 'orange',
  signedOff: 'green',
  released: 'green',
};

// The state texts are the crews area's (src/features/crews/locales state.*), copied: a feature
// does not import another's.

/**
 * The crews the user leads as crew chief (yesterday .. a week ahead): a chief is often no member of
 * the crews he leads, so his jobs do not show them. Each opens /crews/{id}. Shown only when there is
 * one (or while loading / on error): a crew login who leads nothing sees no section.
 */
export function CrewsILead({
  result,
  reload,
}: {
  result: UseQueryState<HomeQuery>;
  reload: () => void;
}) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  if (result.data && (result.data.crewsILead ?? []).length === 0) return null;
  return (
    <HomeSection name="led" result={result} items={(data) => data.crewsILead} reload={reload}>
      {(crew) => (
        <Card.Root size="sm" as="article">
          <Card.Body gap="1">
            <HStack justify="space-between" align="start" gap="2">
              <Link asChild colorPalette="blue" fontWeight="semibold" minHeight="11">
                <RouterLink to={pathTo(PATHS.crew, { id: crew.id })}>{crew.caption}</RouterLink>
              </Link>
              <Badge colorPalette={STATE_COLOURS[crew.state]} whiteSpace="normal" textAlign="end">
                {t(`led.state.${crew.state}`)}
              </Badge>
            </HStack>
            <Text>
              {crew.project.number} · {crew.project.name}
              {crew.location ? ` · ${crew.location.caption}` : ''}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {/* The venue's day and times (decision 248), its zone named where it is not the person's. */}
              {t('led.when', {
                day: formatShortDay(crew.startsAt, language, crew.timeZone),
                start: formatTime(crew.startsAt, language, crew.timeZone),
                end: formatTime(crew.endsAt, language, crew.timeZone),
              })}
              {foreignZoneLabel(crew, language) ? ` ${foreignZoneLabel(crew, language)}` : ''}
            </Text>
          </Card.Body>
        </Card.Root>
      )}
    </HomeSection>
  );
}
