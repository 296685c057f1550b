/**
 * Routes of SPEC.md §2 whose areas come in later issues. Each shows the shared "not available
 * yet" screen under its own title, so the menu and the guard already behave as specified.
 * An issue that builds an area removes its paths from here and adds the area's routes.tsx.
 */
export type UnbuiltRoute = { path: string; titleKey: string };

export const unbuiltRoutes: UnbuiltRoute[] = [
  { path: '/jobs/:id/crew-chief-documents', titleKey: 'common:titles.crewChiefDocuments' },
  { path: '/jobs/:id/contact-project-manager', titleKey: 'common:titles.contactProjectManager' },
  { path: '/personal-calendar', titleKey: 'common:menu.personalCalendar' },
  { path: '/crews/:id', titleKey: 'common:titles.crew' },
  { path: '/crews/:id/crew-chief-job', titleKey: 'common:titles.crewChiefJob' },
  { path: '/crews/:id/crew-chief-location', titleKey: 'common:titles.crewChiefLocation' },
  { path: '/crews/:id/contact-crew-chief', titleKey: 'common:titles.contactCrewChief' },
  { path: '/crews/:id/contact-contact-on-site', titleKey: 'common:titles.contactOnSite' },
  { path: '/crews/:id/contact-crew-member/:contactId', titleKey: 'common:titles.contactCrewMember' },
  { path: '/crews/:id/check-in', titleKey: 'common:titles.checkIn' },
  { path: '/crews/:id/check-out', titleKey: 'common:titles.checkOut' },
  { path: '/crews/:id/sign-off', titleKey: 'common:titles.signOff' },
  { path: '/crews/:id/delivery-note', titleKey: 'common:titles.deliveryNote' },
  { path: '/crews/:id/photos', titleKey: 'common:titles.photos' },
  { path: '/crews/:id/security-check/:formId/:date/:shift', titleKey: 'common:titles.securityCheck' },
  { path: '/locations/:id', titleKey: 'common:titles.location' },
  { path: '/payrolls', titleKey: 'common:menu.payrolls' },
  { path: '/payrolls/:number', titleKey: 'common:titles.payroll' },
  { path: '/payrolls/:number/download/:documentType', titleKey: 'common:titles.payroll' },
  { path: '/payrolls-documents', titleKey: 'common:titles.payrollDocuments' },
  { path: '/payroll-items/:id', titleKey: 'common:titles.payrollItem' },
  { path: '/contracts', titleKey: 'common:menu.contracts' },
  { path: '/contracts/:id', titleKey: 'common:titles.contract' },
  { path: '/planning-calendar', titleKey: 'common:menu.planningCalendar' },
  { path: '/planning-crew-item-list', titleKey: 'common:menu.planningCrewItemList' },
  { path: '/projects', titleKey: 'common:menu.projects' },
  { path: '/projects/:number/documents', titleKey: 'common:titles.projectDocuments' },
  { path: '/projects/:number/contact-project-manager', titleKey: 'common:titles.contactProjectManager' },
  { path: '/projects-calendar', titleKey: 'common:menu.projectsCalendar' },
  { path: '/mailbox', titleKey: 'common:menu.mailbox' },
  { path: '/email-messages/:id', titleKey: 'common:titles.emailMessage' },
  { path: '/crew-info', titleKey: 'common:menu.crewInfo' },
  { path: '/forms/:id/:name?/:questionId?', titleKey: 'common:titles.form' },
  { path: '/trainings', titleKey: 'common:menu.trainings' },
  { path: '/documents/:id', titleKey: 'common:titles.document' },
  { path: '/todo-calendar', titleKey: 'common:menu.todoCalendar' },
  { path: '/membership-crews', titleKey: 'common:menu.membershipCrews' },
  { path: '/membership-crews/:id', titleKey: 'common:titles.membershipCrew' },
  { path: '/membership-crews/:id/contact/:personId', titleKey: 'common:titles.contact' },
  { path: '/crew-profile/:personId', titleKey: 'common:titles.crewProfile' },
  { path: '/planner-crew', titleKey: 'common:menu.plannerCrew' },
  { path: '/plus-crews', titleKey: 'common:menu.plusCrews' },
  { path: '/plus-crews/:number/settings', titleKey: 'common:titles.plusCrewSettings' },
  { path: '/help', titleKey: 'common:titles.help' },
  { path: '/profile', titleKey: 'common:menu.profile' },
  { path: '/receipts', titleKey: 'common:menu.receipts' },
  { path: '/receipt/:number', titleKey: 'common:titles.receipt' },
  { path: '/invoices', titleKey: 'common:menu.invoices' },
  { path: '/invoice/:number', titleKey: 'common:titles.invoice' },
  { path: '/mobileDocuments', titleKey: 'common:menu.mobileDocuments' },
  { path: '/projects-vacancy', titleKey: 'common:menu.projectsVacancy' },
  { path: '/vacancies', titleKey: 'common:menu.vacancies' },
];

/** The public pages of SPEC.md §2 (bare layout, no sign-in) that later issues build. */
export const unbuiltPublicRoutes: UnbuiltRoute[] = [
  { path: '/public/payrolls', titleKey: 'common:titles.payrolls' },
  { path: '/public/payrolls/:number', titleKey: 'common:titles.payroll' },
  { path: '/public/crew-profile/:personId', titleKey: 'common:titles.crewProfile' },
];
