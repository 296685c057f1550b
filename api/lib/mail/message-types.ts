// The kinds of mail the product writes (GET /messageTypes): each place that calls queueMail names its own.
export const MESSAGE_TYPES = [
  'passwordReset',
  'welcome',
  'notification',
  'crewDocument',
  'other',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** English captions of GET /messageTypes (the app translates by id). */
export const MESSAGE_TYPE_CAPTIONS: Record<MessageType, string> = {
  passwordReset: 'Password reset',
  welcome: 'Welcome',
  notification: 'Notification',
  crewDocument: 'Crew document',
  other: 'Other',
};
