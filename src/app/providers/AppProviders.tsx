import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { GatewayClientProvider } from '../../lib/graphql/GatewayClientProvider';
import { OutboxProvider } from '../../lib/outbox/OutboxProvider';
import { SessionProvider } from '../../lib/session/SessionProvider';
import { useTenantSettings } from '../../lib/tenant/useTenantSettings';
import { ToastsProvider } from '../../lib/toasts/ToastsProvider';
import { LanguageSync } from './LanguageSync';
import { TenantBranding } from './TenantBranding';
import { UpdatePrompt } from './UpdatePrompt';
import { systemForTheme } from './theme';

/** The features' outbox senders, loaded with the outbox after the first paint (decision 126). */
const loadOutboxSenders = () =>
  import('../../features/crews/outbox-senders').then((module) => module.crewOutboxSenders);

function TenantTheme({ children }: { children: ReactNode }) {
  const { settings } = useTenantSettings();
  return <ChakraProvider value={systemForTheme(settings?.mobileTheme)}>{children}</ChakraProvider>;
}

/** Everything a screen may rely on: i18n, the session, the gateway client, the outbox, the theme, toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SessionProvider>
        <GatewayClientProvider>
          <OutboxProvider loadSenders={loadOutboxSenders}>
            <TenantTheme>
              <LanguageSync />
              <TenantBranding />
              <ToastsProvider>
                <UpdatePrompt />
                {children}
              </ToastsProvider>
            </TenantTheme>
          </OutboxProvider>
        </GatewayClientProvider>
      </SessionProvider>
    </I18nextProvider>
  );
}
