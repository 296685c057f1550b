import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'projects',
    titleKey: 'common:menu.projects',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ProjectsPage')).ProjectsPage,
  },
  {
    name: 'project',
    titleKey: 'projects:title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ProjectPage')).ProjectPage,
  },
  {
    name: 'projectsCalendar',
    titleKey: 'common:menu.projectsCalendar',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ProjectsCalendarPage')).ProjectsCalendarPage,
  },
  {
    name: 'projectDocuments',
    titleKey: 'projects:documents.title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ProjectDocumentsPage')).ProjectDocumentsPage,
  },
  {
    name: 'projectContactProjectManager',
    titleKey: 'projects:contact.title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ProjectContactPage')).ProjectContactPage,
  },
]);
