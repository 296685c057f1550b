import { useQuery } from 'urql';
import { graphql } from '../../gql';
import type { PlanningCalendarFilter } from '../../gql/graphql';

// The planning calendar's one operation, in one place: the screen runs it through
// usePlanningCalendarQuery, so live updates (issue 12 §3) can re-execute it from here.

export const PlanningCalendarPageQuery = graphql(`
  query PlanningCalendarPage(
    $dateFrom: Date!
    $dateTo: Date!
    $filter: PlanningCalendarFilter
    $limit: Int
  ) {
    planningCalendar(dateFrom: $dateFrom, dateTo: $dateTo, filter: $filter, limit: $limit) {
      total
      entries {
        id
        label
        beginDate
        endDate
        startsAt
        endsAt
        crewItemId
        status
        spare
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
};

export function usePlanningCalendarQuery(variables: PlanningCalendarVariables) {
  return useQuery({
    query: PlanningCalendarPageQuery,
    variables: { ...variables, limit: PLANNING_CALENDAR_LIMIT },
  });
}
