import { graphql } from '../../gql';
import { RecordSessionView } from '../../lib/records/RecordSessionView';

const PlusCrewSessionQuery = graphql(`
  query PlusCrewSession($number: String!) {
    plusCrew(number: $number) {
      id
      number
      name
      beginDate
      endDate
    }
  }
`);

/** The landing of a plus-crew sign-in (also /plus-crews/:number/data for now): which plus crew this is. */
export function PlusCrewSessionPage() {
  return (
    <RecordSessionView
      namespace="plus-crews"
      query={PlusCrewSessionQuery}
      select={(data) => data.plusCrew}
    />
  );
}
