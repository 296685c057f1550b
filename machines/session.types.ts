/** How the bearer token was obtained: a person, a single project, or a single plus crew (SPEC.md §1, §6). */
export type SessionType = 'user' | 'project' | 'plusCrew';

/** resource → action → permission type, e.g. `{ projects: { READ: 'OWN' } }` (SPEC.md §6). */
export type RightsMap = Record<string, Record<string, string>>;

/** Tenant branding and language settings (SPEC.md §3 Tenant). */
export type TenantSettings = {
  name: string;
  /** A language name as the tenant stores it ('English', 'German(Austria)' …), not a locale code. */
  defaultLanguage: string;
  mobileTheme: string | null;
  backgroundUrl: string | null;
  backgroundColorCode: string | null;
  faviconUrl: string | null;
  /** The tenant's logo (the login screen's); null: the app's own. */
  logoUrl: string | null;
  useUserLanguage: boolean;
  metaHostName: string | null;
  metaDescription: string | null;
};

/** The `loginData` claim of the token (SPEC.md §3 Login token). */
export type LoginData = {
  person: { id: string; caption: string } | null;
  contactNumber: string | null;
  /** The user's own language (a locale code), null for project and plus-crew tokens. */
  language: string | null;
  loginTypes: { caption: string }[];
};

/** Everything the app keeps about a signed-in session. */
export type SessionData = {
  token: string;
  /** ISO 8601 instant after which the token is no longer accepted. */
  expiresAt: string;
  type: SessionType;
  projectNumber: string | null;
  plusCrewNumber: string | null;
  loginData: LoginData;
  userRights: RightsMap;
  mailboxUserRights: RightsMap;
  tenant: TenantSettings;
};

/** What the login form submits; `login` is an e-mail, a project number or a plus-crew number. */
export type SignInCredentials = { login: string; password: string };

/** Why the session machine ended up signed out with an error. */
export type SessionErrorCode = 'wrongCredentials' | 'throttled' | 'network' | 'expired' | 'unknown';
