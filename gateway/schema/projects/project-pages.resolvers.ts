import type { ProjectDocument, ProjectResolvers } from '../../generated/resolvers-types';
import { gatewayError } from '../../upstream/errors';
import { projectDocumentFilePath } from './project-pages.upstream';

// The project subpages' fields of Project (api/routes/projects/README.md, A project's documents and src/features/projects/README.md, The project's contact page), spread into resolvers.ts's Project.
// Each reads one upstream call per project number and request (project-pages.loaders.ts).

const projectManagerContact: NonNullable<ProjectResolvers['projectManagerContact']> = (
  project,
  _args,
  { loaders },
) => loaders.projects.pages.managerByNumber.load(project.number);

const documents: NonNullable<ProjectResolvers['documents']> = async (
  project,
  _args,
  { loaders },
) => {
  const page = await loaders.projects.pages.documentsByNumber.load(project.number);
  // The project was readable a moment ago (the parent); a 404 now means it is gone.
  if (!page) throw gatewayError('Project not found', 'NOT_FOUND');
  return page.items.map((document): ProjectDocument => ({
    id: String(document.id),
    title: document.title,
    typeCaption: document.type.caption,
    status: document.status,
    createdAt: document.createdAt,
    // A document of the project and of its company (a services agreement) is the project's.
    source: document.owner.projectNumber === project.number ? 'project' : 'company',
    fileUrl: projectDocumentFilePath(project.number, String(document.id)),
  }));
};

export const projectPagesFields = {
  projectManagerContact,
  documents,
} satisfies Partial<ProjectResolvers>;
