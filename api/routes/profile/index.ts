import { defineApiArea } from '../../lib/area';
import { storageFromEnv } from '../../lib/storage';
import type { ApiInstance, RouteContext } from '../../types';
import { personProfileRoutes } from './profile.person.routes';
import { profilePictureRoutes } from './profile.pictures.routes';
import { pictureReviewRoutes } from './profile.review.routes';

// The profile (SPEC.md §2 /profile, §7 /persons/{id} …). persons READ: OWN reads only
// the caller's own profile (another id is 404), ALL any of the tenant's. Time zone, map service, the
// public-profile switch and uploads are the person's own: only their own id, whatever the
// permission. The office (personProfiles EDIT ALL) approves or rejects uploaded pictures through the
// profilePicture machine. Files live in the file storage (api/lib/storage), served only here.
//
// One registrar per resource: the profile, the person's pictures and the office's review
// (profile.*.routes.ts; what they share is profile.access.ts).

export async function profileRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  const routeContext = { ...context, storage: storageFromEnv(process.env, context.config.dataDir) };
  await personProfileRoutes(api, routeContext);
  await profilePictureRoutes(api, routeContext);
  await pictureReviewRoutes(api, routeContext);
}

export default defineApiArea({ name: 'profile', routes: profileRoutes });
