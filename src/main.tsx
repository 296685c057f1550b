import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoredSession } from '../machines/session.restore';
import { readStoredSession } from '../machines/session.storage';
import { App } from './App';
import { routes } from './app/router';
import { initI18n } from './i18n/i18n';
import { resolveLocale } from './i18n/language';
import { loadOfflineCache, signedOutClient } from './lib/graphql/client';
import { createAppHistory, preloadRoutes } from './lib/routing/AppRouter';
import { TenantSettingsQuery } from './lib/session/session.operations';
import { loadSessionMachine } from './lib/session/SessionProvider';
import { announceUpdate } from './sw/update-ready';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Start in the language the last session used, so a returning user sees no flash of English.
const stored = readStoredSession(window.localStorage);
const initialLocale = resolveLocale({
  tenantDefaultLanguage: stored?.tenant.defaultLanguage ?? null,
  userLanguage: stored?.loginData.language ?? null,
  useUserLanguage: stored?.tenant.useUserLanguage ?? false,
});

// The first screen's route code (layout and page) is fetched beside the locale, not after it.
const history = createAppHistory();
preloadRoutes(routes, history.location);

// Code the first paint does without, fetched beside the locale too: the session machine (signing
// in, the token refresh) and, for a returning crew member, the offline cache their screens read.
void loadSessionMachine();
if (stored) void loadOfflineCache();
// Signed out, the first screen waits for the tenant's branding (SPEC.md §2): ask for it now,
// not after the locale has arrived and the app has rendered.
if (!restoredSession(stored)) void signedOutClient().query(TenantSettingsQuery, {}).toPromise();

// Rendered as a transition: React yields to the browser every few milliseconds instead of
// blocking the main thread for the whole first render (the HTML loading screen stays meanwhile),
// so taps and the loading screen's spinner are not held up on a slow phone.
void initI18n(initialLocale).then(() => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App history={history} />
      </StrictMode>,
    ),
  );
});

// The service worker is registered once the page has loaded (Workbox's advice: its precaching must
// not compete with the first screen's requests), and its code is not first-screen weight.
if (import.meta.env.PROD) {
  const register = () =>
    void import('./sw/register').then(({ registerServiceWorker }) =>
      registerServiceWorker({ onUpdateReady: announceUpdate }),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
