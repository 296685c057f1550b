import { graphql } from '../../gql';

/** The dashboard's one operation per month (gateway/schema/plus-crews/README.md, The dashboard in one operation). */
export const PlusCrewDashboardQuery = graphql(`
  query PlusCrewDashboard($number: String!, $date: Date!) {
    plusCrewValueTypes {
      id
      caption
    }
    plusCrew(number: $number) {
      id
      number
      name
      beginDate
      endDate
      values {
        id
        typeId
        date
        amount
      }
      month(date: $date) {
        dateFrom
        dateTo
        turnover {
          date
          amount
          hours
        }
        hours {
          date
          amount
          hours
        }
        target {
          date
          amount
          hours
        }
      }
    }
  }
`);

export const SavePlusCrewDayMutation = graphql(`
  mutation SavePlusCrewDay($number: String!, $input: PlusCrewDayInput!, $idempotencyKey: String) {
    savePlusCrewDay(number: $number, input: $input, idempotencyKey: $idempotencyKey) {
      date
      turnover
      hours
    }
  }
`);

export const SavePlusCrewMonthTargetMutation = graphql(`
  mutation SavePlusCrewMonthTarget(
    $number: String!
    $month: String!
    $amount: Float!
    $idempotencyKey: String
  ) {
    savePlusCrewMonthTarget(
      number: $number
      month: $month
      amount: $amount
      idempotencyKey: $idempotencyKey
    ) {
      month
      amount
      days
    }
  }
`);

export const PlusCrewsQuery = graphql(`
  query PlusCrews {
    plusCrews {
      id
      number
      name
      beginDate
      endDate
    }
  }
`);

export const PlusCrewSettingsQuery = graphql(`
  query PlusCrewSettings($number: String!) {
    plusCrewValueTypes {
      id
      caption
    }
    plusCrew(number: $number) {
      id
      number
      name
      beginDate
      endDate
      values {
        id
        typeId
        date
        amount
      }
      members {
        id
        name
      }
    }
  }
`);
