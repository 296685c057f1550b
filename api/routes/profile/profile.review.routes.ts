import { z } from 'zod';
import {
  PROFILE_PICTURE_REFUSALS,
  profilePictureMachine,
} from '../../../machines/profilePicture.machine';
import { PROFILE_PICTURE_STATUSES } from '../../../machines/profilePicture.machine';
import { errorSchema } from '../../lib/schemas';
import { decisionBody, reasonOf, recordOfficeDecision } from '../../lib/office-decisions';
import { requireTransition } from '../../lib/transitions';
import { notify } from '../../lib/notify/notify';
import type { ApiInstance } from '../../types';
import { decidePicture, findPictureRow, listPicturesByStatus } from './profile.repository';
import { profilePictureSchema, waitingProfilePictureSchema } from './profile.schemas';
import type { ProfileRouteContext } from './profile.access';
import {
  pictureNotFound,
  readPictures,
  decidePictures,
  reviewParams,
  principalOf,
  sendPicture,
} from './profile.access';

// The office's review of uploaded pictures.
export async function pictureReviewRoutes(
  api: ApiInstance,
  { database, clock, storage }: ProfileRouteContext,
): Promise<void> {
  const { db } = database;

  api.get(
    '/profilePictures',
    {
      config: readPictures,
      schema: {
        querystring: z.strictObject({
          status: z.enum(PROFILE_PICTURE_STATUSES).default('pending'),
        }),
        response: { 200: z.strictObject({ items: z.array(waitingProfilePictureSchema) }) },
      },
    },
    async (request) => {
      if (request.permission !== 'ALL') return { items: [] };
      return {
        items: await listPicturesByStatus(db, principalOf(request).tenantId, request.query.status),
      };
    },
  );

  api.get(
    '/profilePictures/:pictureId/file',
    { config: readPictures, schema: { params: reviewParams, response: { 404: errorSchema } } },
    async (request, reply) => {
      const principal = principalOf(request);
      const row = await findPictureRow(db, principal.tenantId, request.params.pictureId);
      if (!row || (request.permission !== 'ALL' && row.personId !== principal.personId))
        throw pictureNotFound();
      return sendPicture(storage, row, reply);
    },
  );

  // The decision, its audit row and the answer to the person commit together; a rejection says why.
  for (const [verb, event] of [
    ['approve', 'profilePicture.approve'],
    ['reject', 'profilePicture.reject'],
  ] as const) {
    api.post(
      `/profilePictures/:pictureId/${verb}`,
      {
        config: decidePictures,
        schema: {
          params: reviewParams,
          body: decisionBody('profilePicture', verb),
          response: {
            200: profilePictureSchema,
            400: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const reason = reasonOf('profilePicture', verb, request.body);
        const at = clock.now();
        return database.transaction(async (tx) => {
          const row = await findPictureRow(tx, principal.tenantId, request.params.pictureId);
          // Deciding is the office's (ALL); an OWN grant may not approve one's own picture.
          if (!row || request.permission !== 'ALL') throw pictureNotFound();
          const to = requireTransition(
            profilePictureMachine,
            row.status,
            { type: event },
            PROFILE_PICTURE_REFUSALS,
          );
          const decided = await decidePicture(tx, principal.tenantId, row.id, row.status, to, {
            by: principal.personId,
            at,
            reason,
          });
          if (!decided) {
            const now = await findPictureRow(tx, principal.tenantId, row.id);
            requireTransition(
              profilePictureMachine,
              now?.status ?? 'approved',
              { type: event },
              PROFILE_PICTURE_REFUSALS,
            );
            throw pictureNotFound();
          }
          await recordOfficeDecision(tx, {
            tenantId: principal.tenantId,
            subject: 'profilePicture',
            subjectId: row.id,
            personId: row.personId,
            fromStatus: row.status,
            verb,
            reason,
            decidedBy: principal.personId,
            decidedAt: at,
          });
          await notify(tx, {
            tenantId: principal.tenantId,
            personId: row.personId,
            type: 'profilePictureAnswered',
            text: verb === 'approve' ? 'profilePictureApproved' : 'profilePictureRejected',
            params: reason ? { reason } : {},
            url: '/profile',
            tag: `profile-picture-${row.id}`,
            now: at,
          });
          return decided;
        });
      },
    );
  }
}
