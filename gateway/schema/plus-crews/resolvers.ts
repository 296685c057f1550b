import type {
  MutationResolvers,
  PlusCrewMonthResolvers,
  PlusCrewResolvers,
  PlusCrewValueResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import { gatewayError } from '../../upstream/errors';
import { parseDay } from '../../../machines/plusCrewDashboard.machine';
import { monthRange, valueTypeOf } from '../../../machines/plusCrewDashboard.rules';
import { optionalIdempotencyKey } from '../shared/input';

const plusCrew: NonNullable<QueryResolvers['plusCrew']> = (_parent, { number }, { loaders }) =>
  loaders.plusCrews.byNumber.load(number);

const plusCrews: NonNullable<QueryResolvers['plusCrews']> = (_parent, _args, { loaders }) =>
  loaders.plusCrews.list();

const plusCrewValueTypes: NonNullable<QueryResolvers['plusCrewValueTypes']> = (
  _parent,
  _args,
  { loaders },
) => loaders.plusCrews.valueTypes();

const checkKey = optionalIdempotencyKey;

const PlusCrew: PlusCrewResolvers = {
  values: (parent, _args, { loaders }) => loaders.plusCrews.values.load(parent.number),
  members: (parent, _args, { loaders }) => loaders.plusCrews.members.load(parent.number),
  month: (parent, { date }) => {
    const day = parseDay(date);
    if (!day) throw gatewayError('date must be a date as YYYY-MM-DD', 'BAD_USER_INPUT');
    return { plusCrewId: String(parent.id), ...monthRange(day) };
  },
};

// Each list is one upstream call for the month; graphql-js resolves the three fields together, so
// turnover, staff hours and target are fetched in parallel (gateway/schema/plus-crews/README.md, The dashboard in one operation).
const list =
  (kind: 'turnover' | 'hours' | 'target'): NonNullable<PlusCrewMonthResolvers['turnover']> =>
  async (month, _args, { loaders }) => {
    const type = valueTypeOf(await loaders.plusCrews.valueTypes(), kind);
    return type === undefined
      ? []
      : loaders.plusCrews.dailyRows(
          month.plusCrewId,
          String(type.id),
          month.dateFrom,
          month.dateTo,
        );
  };

const PlusCrewMonth: PlusCrewMonthResolvers = {
  turnover: list('turnover'),
  hours: list('hours'),
  target: list('target'),
};

const savePlusCrewDay: NonNullable<MutationResolvers['savePlusCrewDay']> = (
  _parent,
  { number, input, idempotencyKey },
  { loaders },
) =>
  loaders.plusCrews.saveDay(
    number,
    { date: input.date, turnover: input.turnover ?? null, hours: input.hours ?? null },
    checkKey(idempotencyKey),
  );

const savePlusCrewMonthTarget: NonNullable<MutationResolvers['savePlusCrewMonthTarget']> = (
  _parent,
  { number, month, amount, idempotencyKey },
  { loaders },
) => loaders.plusCrews.saveMonthTarget(number, { month, amount }, checkKey(idempotencyKey));

const plusCrewValue: PlusCrewValueResolvers = { typeId: (value) => String(value.type.id) };

export const resolvers: Resolvers = {
  Query: { plusCrew, plusCrews, plusCrewValueTypes },
  PlusCrewValue: plusCrewValue,
  Mutation: { savePlusCrewDay, savePlusCrewMonthTarget },
  PlusCrew,
  PlusCrewMonth,
};
