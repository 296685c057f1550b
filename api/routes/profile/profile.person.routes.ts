import { errorSchema } from '../../lib/schemas';
import type { ApiInstance } from '../../types';
import { findProfile, updateSettings } from './profile.repository';
import { personProfileSchema, profileAccessBody, profileSettingsBody } from './profile.schemas';
import type { ProfileRouteContext } from './profile.access';
import {
  profileNotFound,
  readPersons,
  personParams,
  principalOf,
  readablePerson,
  ownPerson,
} from './profile.access';

// The profile and the person's own choices.
export async function personProfileRoutes(
  api: ApiInstance,
  { database }: ProfileRouteContext,
): Promise<void> {
  const { db } = database;

  api.get(
    '/persons/:id',
    {
      config: readPersons,
      schema: { params: personParams, response: { 200: personProfileSchema, 404: errorSchema } },
    },
    async (request) => {
      const profile = await findProfile(
        db,
        principalOf(request).tenantId,
        readablePerson(request, request.params.id),
      );
      if (!profile) throw profileNotFound();
      return profile;
    },
  );

  // The person's own choices: time zone (IANA) and map service.
  api.post(
    '/persons/:id/settings',
    {
      config: readPersons,
      schema: {
        params: personParams,
        body: profileSettingsBody,
        response: { 200: personProfileSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { tenantId } = principalOf(request);
      const id = ownPerson(request, request.params.id);
      await updateSettings(db, tenantId, id, request.body);
      const profile = await findProfile(db, tenantId, id);
      if (!profile) throw profileNotFound();
      return profile;
    },
  );

  // Whether /public/crew-profile/{personId} shows this person (SPEC.md §7 POST profileAccess).
  api.post(
    '/persons/:id/profileAccess',
    {
      config: readPersons,
      schema: {
        params: personParams,
        body: profileAccessBody,
        response: { 200: personProfileSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { tenantId } = principalOf(request);
      const id = ownPerson(request, request.params.id);
      await updateSettings(db, tenantId, id, { publicProfile: request.body.publicProfile });
      const profile = await findProfile(db, tenantId, id);
      if (!profile) throw profileNotFound();
      return profile;
    },
  );
}
