import type { MutationResolvers, ProfilePictureResolvers, ProfileResolvers, QueryResolvers, Resolvers } from '../../generated/resolvers-types';
import { pictureFilePath, pictureUploadPath } from './profile.upstream';

const profile: NonNullable<QueryResolvers['profile']> = (_parent, { personId }, { loaders }) => loaders.profile.byId.load(personId);

const updateProfileSettings: NonNullable<MutationResolvers['updateProfileSettings']> = (_parent, { personId, input }, { loaders }) =>
  loaders.profile.changeSettings(personId, {
    ...(input.timeZone == null ? {} : { timeZone: input.timeZone }),
    ...(input.mapService == null ? {} : { mapService: input.mapService }),
  });

const setPublicProfile: NonNullable<MutationResolvers['setPublicProfile']> = (_parent, { personId, publicProfile }, { loaders }) =>
  loaders.profile.changeAccess(personId, publicProfile);

const pictureUploadUrl: NonNullable<ProfileResolvers['pictureUploadUrl']> = (parent) => pictureUploadPath(parent);
const fileUrl: NonNullable<ProfilePictureResolvers['fileUrl']> = (picture) => pictureFilePath(picture);

export const resolvers: Resolvers = {
  Query: { profile },
  Mutation: { updateProfileSettings, setPublicProfile },
  Profile: { pictureUploadUrl },
  ProfilePicture: { fileUrl },
};
