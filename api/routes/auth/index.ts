import { defineApiArea } from '../../lib/area';
import type { ApiInstance, RouteContext } from '../../types';
import { passwordResetRoutes } from './auth.password-reset.routes';
import { tokenRoutes } from './auth.token.routes';

// Signing in and out (SPEC.md §7 /auth/token, /auth/refresh, /auth/sessions) and the forgotten
// password (/forgottenPassword). One registrar per resource: the token and the password reset
// (auth.*.routes.ts; what they share is auth.access.ts).

export async function authRoutes(api: ApiInstance, context: RouteContext): Promise<void> {
  await tokenRoutes(api, context);
  await passwordResetRoutes(api, context);
}

export default defineApiArea({ name: 'auth', routes: authRoutes });
