import { defineAreaRoutes } from '../../lib/routing/area-routes';

export const routes = defineAreaRoutes([
  {
    name: 'plannerCrew',
    titleKey: 'common:menu.plannerCrew',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./PlannerCrewPage')).PlannerCrewPage,
  },
  {
    name: 'membershipCrews',
    titleKey: 'common:menu.membershipCrews',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./MembershipCrewsPage')).MembershipCrewsPage,
  },
  {
    name: 'membershipCrew',
    titleKey: 'planner-crews:membershipCrew.title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./MembershipCrewPage')).MembershipCrewPage,
  },
  {
    name: 'membershipCrewContact',
    titleKey: 'planner-crews:contact.title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./MembershipCrewContactPage')).MembershipCrewContactPage,
  },
]);
