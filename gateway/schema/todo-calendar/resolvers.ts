import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/resolvers-types';

const toDos: NonNullable<QueryResolvers['toDos']> = (_parent, { dueFrom, dueTo }, { loaders }) =>
  loaders.toDoCalendar.period(dueFrom, dueTo);

const toDosDue: NonNullable<QueryResolvers['toDosDue']> = (_parent, { today }, { loaders }) =>
  loaders.toDoCalendar.due(today);

const activityTypes: NonNullable<QueryResolvers['activityTypes']> = (_parent, _args, { loaders }) =>
  loaders.toDoCalendar.types();

const markToDoDone: NonNullable<MutationResolvers['markToDoDone']> = (
  _parent,
  { id },
  { loaders },
) => loaders.toDoCalendar.setDone(id, true);

const markToDoOpen: NonNullable<MutationResolvers['markToDoOpen']> = (
  _parent,
  { id },
  { loaders },
) => loaders.toDoCalendar.setDone(id, false);

export const resolvers: Resolvers = {
  Query: { toDos, toDosDue, activityTypes },
  Mutation: { markToDoDone, markToDoOpen },
};
