import { defineApiArea } from '../../lib/area';
import { storageFromEnv } from '../../lib/storage';
import type { ApiInstance, RouteContext } from '../../types';
import { formRoutes } from './forms.form.routes';
import { formPhotoRoutes } from './forms.photos.routes';
import { formResultRoutes } from './forms.results.routes';

// Forms (SPEC.md §7 /forms/perform/{id}, POST /formResults/perform). forms READ: OWN
// reads the forms assigned to the caller or opened to one of their roles (any other is 404), ALL
// every form of the tenant. forms CREATE (OWN): sending answers and uploading photos, only for a
// form the caller may fill in. The answers' rules are machines/formAnswers.ts, the same the app
// applies: a refused answer is 400 with each question in `details`, and nothing is written.
//
// One registrar per resource: the forms, the answers sent and the photo answers
// (forms.*.routes.ts; what they share is forms.access.ts).

export async function formsRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  const routeContext = { ...context, storage: storageFromEnv(process.env, context.config.dataDir) };
  await formRoutes(api, routeContext);
  await formResultRoutes(api, routeContext);
  await formPhotoRoutes(api, routeContext);
}

export default defineApiArea({ name: 'forms', routes: formsRoutes });
