import type { QueryResolvers, Resolvers, VacancyResolvers } from '../../generated/resolvers-types';

const vacancies: NonNullable<QueryResolvers['vacancies']> = (_parent, _args, { loaders }) =>
  loaders.vacancies.list();

// The api names the crew and the location; the screen reads a caption and a place.
const Vacancy: VacancyResolvers = {
  crewCaption: (vacancy) => vacancy.crew.caption,
  place: (vacancy) =>
    vacancy.location && { name: vacancy.location.name, city: vacancy.location.city },
};

export const resolvers: Resolvers = {
  Query: { vacancies },
  Vacancy,
};
