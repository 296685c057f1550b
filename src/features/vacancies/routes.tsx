import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'vacancies',
    titleKey: 'common:menu.vacancies',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./VacanciesPage')).VacanciesPage,
  },
  {
    name: 'projectsVacancy',
    titleKey: 'common:menu.projectsVacancy',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ProjectsVacancyPage')).ProjectsVacancyPage,
  },
]);
