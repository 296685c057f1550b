import { defineAreaRoutes } from '../../lib/routing/area-routes';
import { mediaRoutes } from './media.routes';

// The crews area. Each page is its own chunk; every /crews/{id} page reads the one
// shift query, so the sub pages open from graphcache (offline too).
// Shift part: the crew page, check-in / check-out, location and contact pages.
export const routes = defineAreaRoutes([
  {
    name: 'crew',
    titleKey: 'common:titles.crew',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./CrewPage')).CrewPage,
  },
  {
    name: 'crewChiefJob',
    titleKey: 'common:titles.crewChiefJob',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./CrewChiefJobPage')).CrewChiefJobPage,
  },
  {
    name: 'crewChiefLocation',
    titleKey: 'common:titles.crewChiefLocation',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./LocationDetails')).CrewChiefLocationPage,
  },
  {
    name: 'crewContactCrewChief',
    titleKey: 'common:titles.contactCrewChief',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ContactPages')).ContactCrewChiefPage,
  },
  {
    name: 'crewContactOnSite',
    titleKey: 'common:titles.contactOnSite',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ContactPages')).ContactOnSitePage,
  },
  {
    name: 'crewContactCrewMember',
    titleKey: 'common:titles.contactCrewMember',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./ContactPages')).ContactCrewMemberPage,
  },
  {
    name: 'crewCheckIn',
    titleKey: 'common:titles.checkIn',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./CheckInPage')).CheckInPage,
  },
  {
    name: 'crewCheckOut',
    titleKey: 'common:titles.checkOut',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./CheckOutPage')).CheckOutPage,
  },
  // The sign-off part: the client's sign-off and the crew's documents.
  {
    name: 'crewSignOff',
    titleKey: 'crews:signOff.title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./SignOffPage')).SignOffPage,
  },
  {
    name: 'crewDeliveryNote',
    titleKey: 'crews:documents.title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./DeliveryNotePage')).DeliveryNotePage,
  },
  // The job's crew documents for its chief (a jobs path; the page is the crews area's: a feature never imports another).
  {
    name: 'jobCrewChiefDocuments',
    titleKey: 'crews:crewChiefDocuments.title',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./CrewChiefDocumentsPage')).CrewChiefDocumentsPage,
  },
  {
    name: 'location',
    titleKey: 'common:titles.location',
    layout: 'shell',
    access: 'signedIn',
    page: async () => (await import('./LocationDetails')).LocationPage,
  },
  // Media part: photos and the security check.
  ...mediaRoutes,
]);
