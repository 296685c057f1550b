import type { z } from 'zod';
import { jobSchema } from '../../../api/routes/jobs/jobs.schemas';
import { personSchema } from '../../../api/lib/person.schemas';
import type { locationSchema as crewLocationSchema } from '../../../api/routes/crews/crews.schemas';
import {
  projectListItemSchema,
  projectSchema,
} from '../../../api/routes/projects/projects.schemas';

// The GraphQL types more than one area returns (docs/decisions/062): Job, Project, Person … are
// built from the api's rows of several areas, each parsed upstream with the api's own schema.
// The mapper types below say which of those rows a resolver may return for the type. Ids arrive
// as the api's numbers and leave as GraphQL IDs, which serialise them as strings.

export { jobSchema, personSchema, projectListItemSchema, projectSchema };

export type UpstreamJob = z.output<typeof jobSchema>;

/** A row of GET /projects: the project with its company, branch and manager joined by the api. */
export type UpstreamProjectListItem = z.output<typeof projectListItemSchema>;

/**
 * A Project: a job's embedded project, a copied one, or the profile GET /projects/{number}
 * answers, whose further fields the project page's resolvers read where they are there.
 */
export type UpstreamProject = z.output<typeof projectSchema>;

export type UpstreamCompany = UpstreamProject['company'];

/**
 * A person as the jobs, crews and projects areas embed them; an area that knows only the name
 * (a requester, an uploader) leaves the contact fields out, and GraphQL answers them null.
 */
export type UpstreamPerson = Pick<z.output<typeof personSchema>, 'id' | 'caption'> & {
  phone?: string | null;
  email?: string | null;
};

export type UpstreamCrew = UpstreamJob['crew'];
export type UpstreamJobFunction = UpstreamJob['function'];

type CrewLocation = z.output<typeof crewLocationSchema>;
/** A job's or a crew's venue (with its route notes), or a project's location by name only. */
export type UpstreamLocation = Pick<CrewLocation, 'id' | 'caption'> &
  Partial<Omit<CrewLocation, 'id' | 'caption'>>;
