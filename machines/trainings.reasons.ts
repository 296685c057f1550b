/** Why the trainings routes refuse a request (see ./error-reasons.ts). */
export const reasons = [
  'TRAINING_NOT_FOUND',
  /** trainingRegistration refuses 'training.register': the person is already registered or completed it. */
  'TRAINING_NOT_REGISTRABLE',
  /** trainingRegistration refuses 'training.unregister': the person is not registered (invited or completed). */
  'TRAINING_NOT_UNREGISTRABLE',
  /** trainingRegistration refuses 'training.complete': only a registered person completes a training. */
  'TRAINING_NOT_COMPLETABLE',
  /** trainingRegistration's guards: the registration deadline has passed (or the training began). */
  'TRAINING_REGISTRATION_CLOSED',
  /** trainingRegistration's guard: every seat of the training is taken. */
  'TRAINING_FULL',
] as const;

declare module './error-reasons' {
  interface AreaErrorReasons {
    trainings: (typeof reasons)[number];
  }
}
