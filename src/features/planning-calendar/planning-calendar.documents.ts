import { useQuery } from 'urql';
import { graphql } from '../../gql';
import type { PlanningCalendarFilter } from '../../gql/graphql';

// The planning calendar's one operation, in one place: the screen runs it through
// usePlanningCalendarQuery, so live updates can re-execute it from here. A month asks
// for its days counted per planner label (planningCalendarDays, 42 rows whatever the season holds);
// a week or a day for its entries (api/routes/planning-calendar/README.md, The month as day counts).

export const PlanningCalendarPageQuery = graphql(`
  query PlanningCalendarPage(
    $dateFrom: Date!
    $dateTo: Date!
    $filter: PlanningCalendarFilter
    $limit: Int
    $month: Boolean!
  ) {
    planningCalendarDays(dateFrom: $dateFrom, dateTo: $dateTo, filter: $filter)
      @include(if: $month) {
      date
      requestPending
      blockedDate
      requestedJob
      vacation
      crew
    }
    planningCalendar(dateFrom: $dateFrom, dateTo: $dateTo, filter: $filter, limit: $limit)
      @skip(if: $month) {
      total
      entries {
        id
        label
        beginDate
        endDate
        startsAt
        endsAt
        timeZone
        crewItemId
        status
        spare
        personId
        personName
        projectNumber
        projectName
        crewCaption
        functionName
      }
    }
  }
`);

/** The api's page size (SPEC.md §7 lists: limit 1000): more is said, not hidden. */
export const PLANNING_CALENDAR_LIMIT = 1000;

export type PlanningCalendarVariables = {
  dateFrom: string;
  dateTo: string;
  filter: PlanningCalendarFilter;
  /** The month grid: the days' counts instead of the entries. */
  month: boolean;
};

export function usePlanningCalendarQuery(variables: PlanningCalendarVariables) {
  return useQuery({
    query: PlanningCalendarPageQuery,
    variables: { ...variables, limit: PLANNING_CALENDAR_LIMIT },
  });
}
