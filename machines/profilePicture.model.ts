import { profilePictureMachine, type ProfilePictureEvent } from './profilePicture.machine';
import type { MachineModel } from './model-graph';

export const profilePictureModelEvents: ProfilePictureEvent[] = [
  { type: 'profilePicture.approve' },
  { type: 'profilePicture.reject' },
];

export const profilePictureModel: MachineModel<typeof profilePictureMachine> = {
  machine: profilePictureMachine,
  starts: [{ name: 'a new upload' }],
  events: profilePictureModelEvents,
};
