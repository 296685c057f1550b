import type {
  PlanningCalendarEntryResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import { checkPaging } from '../shared/paging';
import type { PlanningCalendarRequest } from './planning-calendar.upstream';
import { checkedId } from '../shared/input';

/** An ID argument as the api's integer id; anything else is the caller's mistake. */
function numeric(id: string | null | undefined, name: string): string | undefined {
  if (id === null || id === undefined) return undefined;
  return checkedId(id, name);
}

const planningCalendar: NonNullable<QueryResolvers['planningCalendar']> = async (
  _parent,
  { dateFrom, dateTo, filter, limit },
  { loaders },
) => {
  checkPaging(limit, 1, 1000);
  const request: PlanningCalendarRequest = {
    dateFrom,
    dateTo,
    functionId: numeric(filter?.functionId, 'functionId'),
    projectId: numeric(filter?.projectId, 'projectId'),
    personId: numeric(filter?.personId, 'personId'),
    limit,
  };
  const page = await loaders.planningCalendar.page.load(JSON.stringify(request));
  return { entries: page.items, total: page.total };
};

const planningCalendarDays: NonNullable<QueryResolvers['planningCalendarDays']> = async (
  _parent,
  { dateFrom, dateTo, filter },
  { loaders },
) => {
  const request: Omit<PlanningCalendarRequest, 'limit'> = {
    dateFrom,
    dateTo,
    functionId: numeric(filter?.functionId, 'functionId'),
    projectId: numeric(filter?.projectId, 'projectId'),
    personId: numeric(filter?.personId, 'personId'),
  };
  const { days } = await loaders.planningCalendar.days.load(JSON.stringify(request));
  return days;
};

const PlanningCalendarEntry: PlanningCalendarEntryResolvers = {
  id: (entry) => entry.key,
};

export const resolvers: Resolvers = {
  Query: { planningCalendar, planningCalendarDays },
  PlanningCalendarEntry,
};
