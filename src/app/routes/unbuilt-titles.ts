import type { PathName } from '../../lib/paths';

/**
 * The title each path of SPEC.md §2 shows while its area is not built yet (the shared "not
 * available yet" screen). Which paths those are is derived: {@link PATHS} minus the routes the
 * areas declare (./app-routes.ts). An area that builds a path gives it its own title in its
 * routes.tsx; the entry here is then no longer read and may be deleted at leisure.
 */
export const UNBUILT_TITLES: Partial<Record<PathName, string>> = {
  jobCrewChiefDocuments: 'common:titles.crewChiefDocuments',
  crew: 'common:titles.crew',
  crewChiefJob: 'common:titles.crewChiefJob',
  crewChiefLocation: 'common:titles.crewChiefLocation',
  crewContactCrewChief: 'common:titles.contactCrewChief',
  crewContactOnSite: 'common:titles.contactOnSite',
  crewContactCrewMember: 'common:titles.contactCrewMember',
  crewCheckIn: 'common:titles.checkIn',
  crewCheckOut: 'common:titles.checkOut',
  crewSignOff: 'common:titles.signOff',
  crewDeliveryNote: 'common:titles.deliveryNote',
  crewPhotos: 'common:titles.photos',
  crewSecurityCheck: 'common:titles.securityCheck',
  location: 'common:titles.location',
  planningCalendar: 'common:menu.planningCalendar',
  planningCrewItemList: 'common:menu.planningCrewItemList',
  mailbox: 'common:menu.mailbox',
  emailMessage: 'common:titles.emailMessage',
  form: 'common:titles.form',
  document: 'common:titles.document',
  todoCalendar: 'common:menu.todoCalendar',
  membershipCrews: 'common:menu.membershipCrews',
  membershipCrew: 'common:titles.membershipCrew',
  membershipCrewContact: 'common:titles.contact',
  crewProfile: 'common:titles.crewProfile',
  plannerCrew: 'common:menu.plannerCrew',
  plusCrews: 'common:menu.plusCrews',
  plusCrewSettings: 'common:titles.plusCrewSettings',
  receipts: 'common:menu.receipts',
  receipt: 'common:titles.receipt',
  invoices: 'common:menu.invoices',
  invoice: 'common:titles.invoice',
  projectsVacancy: 'common:menu.projectsVacancy',
  vacancies: 'common:menu.vacancies',
  publicCrewProfile: 'common:titles.crewProfile',
};
