import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { UseQueryState } from 'urql';
import type { HomeQuery } from '../../gql/graphql';
import { VenueTimeNote } from '../../lib/dates/VenueTimeNote';
import type { VenueShift } from '../../lib/dates/venue-time';
import { OpenPositions } from './OpenPositions';
import { RequestsWaiting } from './RequestsWaiting';
import { TodaysCrews } from './TodaysCrews';

/** Every shift the planner's day shows, each with its venue's zone, for the one note above them. */
function shiftsOf(data: HomeQuery | undefined): VenueShift[] {
  if (!data) return [];
  return [
    ...(data.crewsOfMyProjectsOn ?? []),
    ...(data.vacancyApplications?.items ?? []),
    ...(data.openPositions?.items ?? []),
  ];
}
/**
 * What needs a planner today, from the one Home query: today's crews, the requests waiting for a
 * decision and the positions still open. One column on a phone, in that order; three side by side
 * at a desk (from 1024 px), where a planner works.
 */
export function PlannerDay({
  result,
  reload,
  moment,
  sections,
}: {
  result: UseQueryState<HomeQuery>;
  reload: () => void;
  moment: { at: string; today: string };
  sections: { crews: boolean; positions: boolean; requests: boolean };
}) {
  return (
    <Stack gap="3">
      <VenueTimeNote shifts={shiftsOf(result.data)} />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        {sections.crews ? <TodaysCrews result={result} reload={reload} at={moment.at} /> : null}
        {sections.requests ? (
          <RequestsWaiting result={result} reload={reload} today={moment.today} />
        ) : null}
        {sections.positions ? <OpenPositions result={result} reload={reload} /> : null}
      </SimpleGrid>
    </Stack>
  );
}
