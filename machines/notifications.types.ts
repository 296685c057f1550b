/**
 * The notifications' vocabulary every layer types with: what can notify a person and
 * the channels they may choose for each. Types and constant lists only, like profile.types.ts.
 */
export const NOTIFICATION_TYPES = [
  /** A job offered to the person or changed (the crew item changes write these events). */
  'jobOffered',
  'jobChanged',
  /** The person confirmed a job (POST /jobs/{id}/confirmation): the receipt on every device. */
  'jobConfirmed',
  /** Before the shift starts. */
  'jobReminder',
  'documentToSign',
  'payrollReady',
  /** The office approved or declined a vacation request. */
  'vacationAnswered',
  /** The office approved or rejected a receipt the person handed in. */
  'receiptAnswered',
  /** The office approved or rejected the person's new profile picture. */
  'profilePictureAnswered',
  /** Planners: a crew item's status changed. */
  'crewItemStatusChanged',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const CHANNELS = ['push', 'mail', 'both', 'none'] as const;
export type Channel = (typeof CHANNELS)[number];

/** What a person gets before choosing: push for everything, mail too where a record matters. */
export const DEFAULT_CHANNELS: Record<NotificationType, Channel> = {
  jobOffered: 'both',
  jobChanged: 'both',
  jobConfirmed: 'push',
  jobReminder: 'push',
  documentToSign: 'both',
  payrollReady: 'both',
  vacationAnswered: 'both',
  receiptAnswered: 'both',
  profilePictureAnswered: 'both',
  crewItemStatusChanged: 'push',
};
