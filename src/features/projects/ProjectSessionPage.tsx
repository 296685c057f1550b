import { graphql } from '../../gql';
import { RecordSessionView } from '../../lib/records/RecordSessionView';

const ProjectSessionQuery = graphql(`
  query ProjectSession($number: String!) {
    project(number: $number) {
      id
      number
      name
      beginDate
      endDate
      company {
        id
        caption
      }
    }
  }
`);

/** The landing of a project sign-in (and of users with the projects right): what the project is. */
export function ProjectSessionPage() {
  return (
    <RecordSessionView
      namespace="projects"
      query={ProjectSessionQuery}
      select={(data) => data.project}
    />
  );
}
