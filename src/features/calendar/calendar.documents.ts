import { graphql } from '../../gql';

export const PersonalCalendarQuery = graphql(`
  query PersonalCalendar($dateFrom: Date!, $dateTo: Date!) {
    personalCalendar(dateFrom: $dateFrom, dateTo: $dateTo) {
      dateFrom
      dateTo
      jobs {
        id
        status
        startsAt
        endsAt
        timeZone
        spare
        changedAt
        function {
          id
          caption
        }
        project {
          id
          number
          name
        }
        location {
          id
          caption
          city
        }
      }
      doubleBookedJobIds
      blockDates {
        id
        beginDate
        endDate
        reason
      }
      vacationRequests {
        id
        beginDate
        endDate
        paid
        note
        status
        decisionReason
      }
      absences {
        id
        kind
        beginDate
        endDate
        note
      }
      bankHolidays {
        id
        date
        name
      }
    }
  }
`);

export const BlockDateMutation = graphql(`
  mutation BlockDate($input: BlockDateInput!, $idempotencyKey: String) {
    blockDate(input: $input, idempotencyKey: $idempotencyKey) {
      id
      beginDate
      endDate
      reason
    }
  }
`);

export const DeleteBlockDateMutation = graphql(`
  mutation DeleteBlockDate($id: ID!) {
    deleteBlockDate(id: $id)
  }
`);

export const RequestVacationMutation = graphql(`
  mutation RequestVacation($input: VacationRequestInput!, $idempotencyKey: String) {
    requestVacation(input: $input, idempotencyKey: $idempotencyKey) {
      id
      beginDate
      endDate
      paid
      note
      status
    }
  }
`);

export const DeleteVacationRequestMutation = graphql(`
  mutation DeleteVacationRequest($id: ID!) {
    deleteVacationRequest(id: $id)
  }
`);
