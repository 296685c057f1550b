import { graphql } from '../../gql';
import type { VacanciesQuery } from '../../gql/graphql';

// The one query both vacancy screens run (/vacancies as a list, /projects-vacancy by project).

export const VacanciesDocument = graphql(`
  query Vacancies {
    vacancies {
      id
      status
      project {
        id
        caption
      }
      crewCaption
      function {
        id
        caption
      }
      startsAt
      endsAt
      timeZone
      place {
        name
        city
      }
      taken
      applied
      appliedAt
      clashes {
        kind
        caption
        beginDate
        endDate
        startsAt
        endsAt
        timeZone
      }
    }
  }
`);

export const ApplyToVacancyDocument = graphql(`
  mutation ApplyToVacancy($crewItemId: ID!, $idempotencyKey: String!) {
    applyToVacancy(crewItemId: $crewItemId, idempotencyKey: $idempotencyKey) {
      id
      status
      appliedAt
    }
  }
`);

export const UnapplyFromVacancyDocument = graphql(`
  mutation UnapplyFromVacancy($crewItemId: ID!, $idempotencyKey: String!) {
    unapplyFromVacancy(crewItemId: $crewItemId, idempotencyKey: $idempotencyKey) {
      id
      status
      appliedAt
    }
  }
`);

export type Vacancy = VacanciesQuery['vacancies'][number];
