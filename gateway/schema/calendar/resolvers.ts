import type {
  MutationResolvers,
  PersonalCalendarResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import { decisionReasonArg } from '../shared/decisions';
import { doubleBookedJobIds } from './double-bookings';
import { feedPathOf } from './calendar.upstream';
import { checkDayForm, optionalIdempotencyKey } from '../shared/input';

/** The api checks the range too (400); checking the form here names the argument to the app. */
const checkDay = (name: string, value: string): void => checkDayForm(value, name);

const checkKey = optionalIdempotencyKey;

const personalCalendar: NonNullable<QueryResolvers['personalCalendar']> = (
  _parent,
  { dateFrom, dateTo },
) => {
  checkDay('dateFrom', dateFrom);
  checkDay('dateTo', dateTo);
  return { dateFrom, dateTo };
};

// Each list is its own upstream call, made only when the operation asks for it; graphql-js
// resolves sibling fields together, so the calls of one screen run in parallel.
const PersonalCalendar: PersonalCalendarResolvers = {
  jobs: (range, _args, { loaders }) => loaders.calendar.jobs(range),
  doubleBookedJobIds: async (range, _args, { loaders }) =>
    doubleBookedJobIds(await loaders.calendar.jobs(range)),
  blockDates: (range, _args, { loaders }) => loaders.calendar.blockDates(range),
  vacationRequests: (range, _args, { loaders }) => loaders.calendar.vacationRequests(range),
  absences: (range, _args, { loaders }) => loaders.calendar.absences(range),
  bankHolidays: (range, _args, { loaders }) => loaders.calendar.bankHolidays(range),
};

const blockDate: NonNullable<MutationResolvers['blockDate']> = (
  _parent,
  { input, idempotencyKey },
  { loaders },
) =>
  loaders.calendar.blockDate(
    { beginDate: input.beginDate, endDate: input.endDate, reason: input.reason },
    checkKey(idempotencyKey),
  );

const deleteBlockDate: NonNullable<MutationResolvers['deleteBlockDate']> = async (
  _parent,
  { id },
  { loaders },
) => {
  await loaders.calendar.deleteBlockDate(id);
  return id;
};

const requestVacation: NonNullable<MutationResolvers['requestVacation']> = (
  _parent,
  { input, idempotencyKey },
  { loaders },
) =>
  loaders.calendar.requestVacation(
    {
      beginDate: input.beginDate,
      endDate: input.endDate,
      paid: input.paid,
      note: input.note ?? null,
    },
    checkKey(idempotencyKey),
  );

const deleteVacationRequest: NonNullable<MutationResolvers['deleteVacationRequest']> = async (
  _parent,
  { id },
  { loaders },
) => {
  await loaders.calendar.deleteVacationRequest(id);
  return id;
};

const vacationRequestsToDecide: NonNullable<QueryResolvers['vacationRequestsToDecide']> = (
  _parent,
  _args,
  { loaders },
) => loaders.calendar.waitingVacationRequests();

const approveVacationRequest: NonNullable<MutationResolvers['approveVacationRequest']> = (
  _parent,
  { id, reason },
  { loaders },
) => loaders.calendar.decideVacationRequest(id, 'approve', decisionReasonArg(reason));

const declineVacationRequest: NonNullable<MutationResolvers['declineVacationRequest']> = (
  _parent,
  { id, reason },
  { loaders },
) => loaders.calendar.decideVacationRequest(id, 'decline', decisionReasonArg(reason));

const calendarSubscriptions: NonNullable<QueryResolvers['calendarSubscriptions']> = (
  _parent,
  _args,
  { loaders },
) => loaders.calendar.subscriptions();

const createCalendarSubscription: NonNullable<MutationResolvers['createCalendarSubscription']> = (
  _parent,
  _args,
  { loaders },
) => loaders.calendar.createSubscription();

const revokeCalendarSubscription: NonNullable<
  MutationResolvers['revokeCalendarSubscription']
> = async (_parent, { id }, { loaders }) => {
  await loaders.calendar.revokeSubscription(id);
  return id;
};

export const resolvers: Resolvers = {
  Query: { personalCalendar, calendarSubscriptions, vacationRequestsToDecide },
  PersonalCalendar,
  Mutation: {
    blockDate,
    deleteBlockDate,
    requestVacation,
    deleteVacationRequest,
    approveVacationRequest,
    declineVacationRequest,
    createCalendarSubscription,
    revokeCalendarSubscription,
  },
  VacationRequest: {
    person: (row) => row.person ?? null,
    requestedAt: (row) => row.requestedAt ?? null,
  },
  CreatedCalendarSubscription: {
    feedPath: (created) => feedPathOf(created.token),
  },
};
