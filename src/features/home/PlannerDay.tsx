import { SimpleGrid } from '@chakra-ui/react';
import type { UseQueryState } from 'urql';
import type { HomeQuery } from '../../gql/graphql';
import { OpenPositions } from './OpenPositions';
import { RequestsWaiting } from './RequestsWaiting';
import { TodaysCrews } from './TodaysCrews';

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
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
      {sections.crews ? <TodaysCrews result={result} reload={reload} at={moment.at} /> : null}
      {sections.requests ? (
        <RequestsWaiting result={result} reload={reload} today={moment.today} />
      ) : null}
      {sections.positions ? <OpenPositions result={result} reload={reload} /> : null}
    </SimpleGrid>
  );
}
