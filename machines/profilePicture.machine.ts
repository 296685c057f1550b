import { setup } from 'xstate';
import type { ErrorReason } from './error-reasons';

/** The statuses a profile picture is stored in (person_profile_pictures.status). */
export const PROFILE_PICTURE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ProfilePictureStatus = (typeof PROFILE_PICTURE_STATUSES)[number];

/** The office (personProfiles EDIT ALL) approves or rejects an uploaded picture, once. */
export type ProfilePictureEvent =
  { type: 'profilePicture.approve' } | { type: 'profilePicture.reject' };
export type ProfilePictureEventType = ProfilePictureEvent['type'];

/**
 * The life of one uploaded profile picture (SPEC.md §2 /profile: 'Uploaded file is subject to
 * approval'): pending → approved | rejected. The person's current picture is their latest approved
 * one, so a pending upload never replaces it. The api refuses what this chart refuses (409 with a
 * reason, api/lib/transitions.ts). Chart: docs/state-charts/profilePicture.md.
 */
export const profilePictureMachine = setup({
  types: {
    events: {} as ProfilePictureEvent,
  },
}).createMachine({
  id: 'profilePicture',
  initial: 'pending',
  states: {
    pending: {
      on: {
        'profilePicture.approve': 'approved',
        'profilePicture.reject': 'rejected',
      },
    },
    approved: {},
    rejected: {},
  },
});

/** The reason code the api answers when the chart refuses an event (machines/error-reasons.ts). */
export const PROFILE_PICTURE_REFUSALS = {
  'profilePicture.approve': 'PROFILE_PICTURE_ALREADY_DECIDED',
  'profilePicture.reject': 'PROFILE_PICTURE_ALREADY_DECIDED',
} as const satisfies Record<ProfilePictureEventType, ErrorReason>;
