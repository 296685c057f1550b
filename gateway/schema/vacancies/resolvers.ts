import type { QueryResolvers, Resolvers } from '../../generated/resolvers-types';

const vacancies: NonNullable<QueryResolvers['vacancies']> = async (_parent, _args, { loaders }) =>
  (await loaders.vacancies.list()).map((vacancy) => ({
    ...vacancy,
    crewCaption: vacancy.crew.caption,
    place: vacancy.location && { name: vacancy.location.name, city: vacancy.location.city },
  }));

export const resolvers: Resolvers = {
  Query: { vacancies },
};
