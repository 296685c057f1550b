import type {
  MutationResolvers,
  ProfilePictureResolvers,
  ProfileResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import { decisionReasonArg } from '../shared/decisions';
import { pictureFilePath, pictureUploadPath } from './profile.upstream';

const profile: NonNullable<QueryResolvers['profile']> = (_parent, { personId }, { loaders }) =>
  loaders.profile.byId.load(personId);

const updateProfileSettings: NonNullable<MutationResolvers['updateProfileSettings']> = (
  _parent,
  { personId, input },
  { loaders },
) =>
  loaders.profile.changeSettings(personId, {
    ...(input.timeZone == null ? {} : { timeZone: input.timeZone }),
    ...(input.mapService == null ? {} : { mapService: input.mapService }),
  });

const setPublicProfile: NonNullable<MutationResolvers['setPublicProfile']> = (
  _parent,
  { personId, publicProfile },
  { loaders },
) => loaders.profile.changeAccess(personId, publicProfile);

const profilePicturesToDecide: NonNullable<QueryResolvers['profilePicturesToDecide']> = (
  _parent,
  _args,
  { loaders },
) => loaders.profile.pendingPictures();

const approveProfilePicture: NonNullable<MutationResolvers['approveProfilePicture']> = (
  _parent,
  { id, reason },
  { loaders },
) => loaders.profile.decidePicture(id, 'approve', decisionReasonArg(reason));

const rejectProfilePicture: NonNullable<MutationResolvers['rejectProfilePicture']> = (
  _parent,
  { id, reason },
  { loaders },
) => loaders.profile.decidePicture(id, 'reject', decisionReasonArg(reason));

const pictureUploadUrl: NonNullable<ProfileResolvers['pictureUploadUrl']> = (parent) =>
  pictureUploadPath(parent);
const fileUrl: NonNullable<ProfilePictureResolvers['fileUrl']> = (picture) =>
  pictureFilePath(picture);

export const resolvers: Resolvers = {
  Query: { profile, profilePicturesToDecide },
  Mutation: {
    updateProfileSettings,
    setPublicProfile,
    approveProfilePicture,
    rejectProfilePicture,
  },
  Profile: { pictureUploadUrl },
  ProfilePicture: {
    fileUrl,
    person: (picture) =>
      picture.person ? { id: picture.person.id, caption: picture.person.caption } : null,
  },
};
