/**
 * The vocabulary of rights (SPEC.md §6): every resource and action a route may declare, a role may
 * grant and a menu rule may ask about. Typed unions, so a misspelt right fails the typecheck in
 * the api's route declarations, the seed, the app's menu rules and the test fixtures alike.
 * Lives in machines/ because it is the one folder every layer may import (types only, no code).
 */
export const RESOURCES = [
  // The office's administration of its tenant: people, clients, venues, functions, settings.
  'administration',
  'bankTransfers',
  'blockDates',
  'crewInfo',
  'crewMemberships',
  'crewProfile',
  'crews',
  'documents',
  'emailMessages',
  'forms',
  'invoices',
  'jobs',
  'mailboxes',
  'membershipCrews',
  'mobileDocuments',
  'mobileProjectVacancies',
  'payrolls',
  'personProfiles',
  'persons',
  'planningCalendar',
  'planningCrewItemList',
  'plusCrews',
  'projectAttachments',
  'projects',
  'rateCards',
  'receipts',
  'staffContracts',
  'toDoCalendar',
  'training',
  'vacancies',
  'vacationRequests',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = [
  'READ',
  'CREATE',
  'EDIT',
  'DELETE',
  'CONFIRM',
  'CONTACT',
  'EDIT_PROJECT_LOGO',
  'READSPAREFUNCTION',
] as const;
export type Action = (typeof ACTIONS)[number];

export const PERMISSION_TYPES = ['ALL', 'OWN'] as const;
export type PermissionType = (typeof PERMISSION_TYPES)[number];

/** One right a route requires or a role grants: this action on this resource. */
export type Right = { resource: Resource; action: Action };

/** Rights as a role grants them: each resource's actions, each with its permission type. */
export type GrantedRights = Partial<Record<Resource, Partial<Record<Action, PermissionType>>>>;
