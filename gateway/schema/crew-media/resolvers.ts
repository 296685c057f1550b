import type {
  CrewPhotoResolvers,
  CrewSecurityCheckResolvers,
  CrewShiftResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/resolvers-types';
import type { GatewayContext } from '../../context';
import { crewPhotoFilePath, crewPhotoUploadPath } from './crew-media.upstream';
import type { UpstreamCrewSecurityCheck } from './crew-media.upstream';
import { isId } from '../shared/input';

// A crew's photos and security checks: the crew's lists are loaded once per request
// and crew (crewMedia loaders), the uploader and submitter come with them (one join in the api,
// no call per photo), the image is a gateway path like every other file.

const forbiddenOrMissing = (error: unknown): boolean => {
  const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  return code === 'NOT_FOUND' || code === 'FORBIDDEN';
};

/**
 * The check's form with its questions when the caller may fill it in (its crew chief); a reader
 * (a project session, the client) has no forms right and sees the title alone.
 */
async function formOf(check: UpstreamCrewSecurityCheck, { loaders }: GatewayContext) {
  const titleOnly = {
    id: check.formId,
    title: check.formTitle,
    description: '',
    purpose: 'securityCheck' as const,
    questions: [],
  };
  try {
    return (await loaders.forms.byId.load(String(check.formId))) ?? titleOnly;
  } catch (error) {
    if (forbiddenOrMissing(error)) return titleOnly;
    throw error;
  }
}

const photos: NonNullable<CrewShiftResolvers['photos']> = async (crew, _args, { loaders }) =>
  (await loaders.crewMedia.photos.load(String(crew.id))) ?? [];

const securityChecks: NonNullable<CrewShiftResolvers['securityChecks']> = async (
  crew,
  _args,
  { loaders },
) => (await loaders.crewMedia.securityChecks.load(String(crew.id))) ?? [];

const photoUploadUrl: NonNullable<CrewShiftResolvers['photoUploadUrl']> = (crew) =>
  crew.role === 'reader' ? null : crewPhotoUploadPath(String(crew.id));

const url: NonNullable<CrewPhotoResolvers['url']> = (photo) => crewPhotoFilePath(photo);

const form: NonNullable<CrewSecurityCheckResolvers['form']> = (check, _args, context) =>
  formOf(check, context);

const qualityCheckTypes: NonNullable<QueryResolvers['qualityCheckTypes']> = (
  _parent,
  _args,
  { loaders },
) => loaders.crewMedia.qualityCheckTypes();

const crewSecurityCheck: NonNullable<QueryResolvers['crewSecurityCheck']> = async (
  _parent,
  { crewId, formId },
  { loaders },
) => {
  if (!isId(crewId) || !isId(formId)) return null;
  const checks = await loaders.crewMedia.securityChecks.load(crewId);
  return checks?.find((check) => String(check.formId) === formId) ?? null;
};

export const resolvers: Resolvers = {
  Query: { qualityCheckTypes, crewSecurityCheck },
  CrewShift: { photos, securityChecks, photoUploadUrl },
  CrewPhoto: { url },
  CrewSecurityCheck: { form },
};
