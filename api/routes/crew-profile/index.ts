import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../auth/accounts';
import { permissionFor } from '../../auth/rights';
import { defineApiArea } from '../../lib/area';
import { notFound } from '../../lib/errors';
import { errorSchema } from '../../lib/schemas';
import type { ApiInstance, RouteContext } from '../../types';
import { sendImage } from '../../lib/image-upload';
import { storageFromEnv } from '../../lib/storage';
import { readPictureFile } from '../profile/profile.public';
import {
  approvedPicture,
  findCrewMember,
  listCrewFunctions,
  listCrewTags,
  listDocumentBasedSkills,
  readCrewRatings,
} from './crew-profile.repository';
import {
  crewFunctionsSchema,
  crewMemberParams,
  crewRatingsSchema,
  crewTagsSchema,
  documentBasedSkillsSchema,
  publicCrewProfileSchema,
} from './crew-profile.schemas';

// Crew profiles (SPEC.md §7 /crewMember/{id}/crewRatings, /crewFunctions, /crewTags,
// /documentBasedSkills; SPEC.md §2 /crew-profile/{personId} and /public/crew-profile/{personId}).
//
// Who reads whose profile (api/routes/crew-profile/README.md, Who reads whose profile): always within the caller's tenant; a person reads their
// own; reading anyone's needs personProfiles READ ALL (the office) or persons READ ALL (planners,
// who staff crews). Anything else is 404 PERSON_NOT_FOUND, so ids reveal nobody. Phone and
// e-mail come only with crewProfile CONTACT. The public profile is one call without sign-in,
// answered only when the person made it public (persons.public_profile), and never with contact data.

const crewMemberNotFound = () => notFound('Person not found', 'PERSON_NOT_FOUND');
const signedIn = { authenticated: true } as const;

export async function crewProfileRoutes(
  api: ApiInstance,
  { database, lookups, config }: RouteContext,
): Promise<void> {
  const storage = storageFromEnv(process.env, config.dataDir);
  const pictureNotFound = () =>
    notFound('No approved profile picture', 'PROFILE_PICTURE_NOT_FOUND');

  /** The approved picture's file, or 404 (none approved, or its file is gone). */
  async function sendApprovedPicture(reply: FastifyReply, tenantId: number, personId: number) {
    const picture = await approvedPicture(database.db, tenantId, personId);
    const bytes = picture ? await readPictureFile(storage, picture.storageKey) : null;
    if (!picture || !bytes) throw pictureNotFound();
    return sendImage(reply, picture.contentType, bytes);
  }

  /** The person asked for, as the caller may see them; 404 when they may not. */
  async function personFor(request: FastifyRequest, id: number) {
    const principal = request.principal as Principal;
    const rights = await lookups.userRights(principal);
    const readsAnyone =
      permissionFor(rights, { resource: 'personProfiles', action: 'READ' }) === 'ALL' ||
      permissionFor(rights, { resource: 'persons', action: 'READ' }) === 'ALL';
    if (!readsAnyone && principal.personId !== id) throw crewMemberNotFound();
    const person = await findCrewMember(database.db, principal.tenantId, id);
    if (!person) throw crewMemberNotFound();
    const contact =
      permissionFor(rights, { resource: 'crewProfile', action: 'CONTACT' }) !== undefined;
    return {
      tenantId: principal.tenantId,
      person: {
        id: person.id,
        caption: person.caption,
        pictureId: person.pictureId,
        ...(contact ? { phone: person.phone, email: person.email } : {}),
      },
    };
  }

  api.get(
    '/crewMember/:id/crewFunctions',
    {
      config: signedIn,
      schema: {
        params: crewMemberParams,
        response: { 200: crewFunctionsSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { tenantId, person } = await personFor(request, request.params.id);
      return { person, items: await listCrewFunctions(database.db, tenantId, person.id) };
    },
  );

  api.get(
    '/crewMember/:id/crewTags',
    {
      config: signedIn,
      schema: { params: crewMemberParams, response: { 200: crewTagsSchema, 404: errorSchema } },
    },
    async (request) => {
      const { tenantId, person } = await personFor(request, request.params.id);
      return { person, items: await listCrewTags(database.db, tenantId, person.id) };
    },
  );

  api.get(
    '/crewMember/:id/documentBasedSkills',
    {
      config: signedIn,
      schema: {
        params: crewMemberParams,
        response: { 200: documentBasedSkillsSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { tenantId, person } = await personFor(request, request.params.id);
      return { person, items: await listDocumentBasedSkills(database.db, tenantId, person.id) };
    },
  );

  api.get(
    '/crewMember/:id/crewRatings',
    {
      config: signedIn,
      schema: { params: crewMemberParams, response: { 200: crewRatingsSchema, 404: errorSchema } },
    },
    async (request) => {
      const { tenantId, person } = await personFor(request, request.params.id);
      return { person, ...(await readCrewRatings(database.db, tenantId, person.id)) };
    },
  );

  // The approved profile picture of a person the caller may read (the same rule as the profile).
  api.get(
    '/crewMember/:id/picture',
    { config: signedIn, schema: { params: crewMemberParams, response: { 404: errorSchema } } },
    async (request, reply) => {
      const { tenantId, person } = await personFor(request, request.params.id);
      return sendApprovedPicture(reply, tenantId, person.id);
    },
  );

  // The same for a public profile, without sign-in; nothing for a profile that is not public.
  api.get(
    '/public/crewProfile/:id/picture',
    {
      config: { public: true },
      schema: { params: crewMemberParams, response: { 404: errorSchema } },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const person = await findCrewMember(database.db, tenantId, request.params.id);
      if (!person?.publicProfile) throw crewMemberNotFound();
      return sendApprovedPicture(reply, tenantId, person.id);
    },
  );

  // No sign-in (SPEC.md §2 /public/…): the tenant comes from the host; only a public profile answers.
  api.get(
    '/public/crewProfile/:id',
    {
      config: { public: true },
      schema: {
        params: crewMemberParams,
        response: { 200: publicCrewProfileSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const person = await findCrewMember(database.db, tenantId, request.params.id);
      if (!person?.publicProfile) throw crewMemberNotFound();
      const [functions, tags, ratings, documentBasedSkills] = await Promise.all([
        listCrewFunctions(database.db, tenantId, person.id),
        listCrewTags(database.db, tenantId, person.id),
        readCrewRatings(database.db, tenantId, person.id, 0),
        listDocumentBasedSkills(database.db, tenantId, person.id),
      ]);
      return {
        person: { id: person.id, caption: person.caption, pictureId: person.pictureId },
        functions,
        tags,
        ratings: { average: ratings.average, count: ratings.count },
        documentBasedSkills,
      };
    },
  );
}

export default defineApiArea({ name: 'crew-profile', routes: crewProfileRoutes });
