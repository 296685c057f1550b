import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import type { SessionData } from '../../../machines/session.types';
import { useSession } from '../../lib/session/useSession';
import { useTenantSettings } from '../../lib/tenant/useTenantSettings';
import { HomeIcon } from '../../ui/icons/HomeIcon';
import { LogoutIcon } from '../../ui/icons/LogoutIcon';
import { menuContextFromSession, sessionHomeEntry } from '../rules/menu';
import { NavigationProgress } from './NavigationProgress';
import { TopBar } from './TopBar';
import { useGoBack } from './useGoBack';
import { usePageTitle } from './usePageTitle';
import { showsWatermark, Watermark } from './Watermark';

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The session's own landing pages, where the back arrow has nowhere to go (SPEC.md §2): the
 * project page of a project session, the plus-crew page (and its data page) of a plus-crew one.
 */
export function sessionLandingPaths(session: SessionData | null): string[] {
  if (!session) return [];
  if (session.type === 'project' && session.projectNumber)
    return [`/projects/${encodeURIComponent(session.projectNumber)}`];
  if (session.type === 'plusCrew' && session.plusCrewNumber) {
    const base = `/plus-crews/${encodeURIComponent(session.plusCrewNumber)}`;
    return [base, `${base}/data`];
  }
  return [];
}

const HomeLink = chakra(RouterLink);

/**
 * The layout of a project or plus-crew session (SPEC.md §2): no side or bottom menu; a top bar
 * with the title, the single 'plus crews data' home entry, the notice about personal accounts
 * and a logout button.
 */
export function SessionLayout() {
  const { t } = useTranslation('common');
  const { session, logout } = useSession();
  const { settings } = useTenantSettings();
  const { pathname } = useLocation();
  const goBack = useGoBack();
  const tenant = settings ?? session?.tenant ?? null;
  const title = usePageTitle(tenant?.metaHostName);
  const home = useMemo(
    () => (session ? sessionHomeEntry(menuContextFromSession(session)) : null),
    [session],
  );
  const current = withoutTrailingSlash(pathname);
  const onLanding = current === '/' || sessionLandingPaths(session).includes(current);

  return (
    <Box minHeight="100dvh" position="relative">
      <NavigationProgress />
      {showsWatermark(tenant?.mobileTheme) ? <Watermark /> : null}
      <TopBar
        title={title}
        backLabel={t('layout.back')}
        showBack={!onLanding}
        onBack={goBack}
        end={
          <Button variant="ghost" size="sm" gap="2" minHeight="11" onClick={logout}>
            <LogoutIcon />
            {t('layout.logout')}
          </Button>
        }
      />
      <Box position="relative" zIndex="1" maxWidth="3xl" marginX="auto" paddingX="4" paddingTop="3">
        {home ? (
          <nav aria-label={t('layout.sessionMenu')}>
            <HomeLink
              to={home.path}
              aria-current={current === home.path ? 'page' : undefined}
              display="inline-flex"
              alignItems="center"
              gap="2"
              minHeight="11"
              paddingX="3"
              borderWidth="1px"
              borderRadius="l2"
              fontWeight="medium"
              _hover={{ bg: 'bg.muted' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            >
              <HomeIcon />
              {t(home.labelKey)}
            </HomeLink>
          </nav>
        ) : null}
        {/* In a landmark like everything else on the page (axe's region rule): an aside, the
            notice being beside the session's own content. */}
        <Box as="aside" marginTop="3">
          <Flex role="note" padding="3" borderRadius="l2" bg="bg.muted">
            <Text fontSize="sm">{t('layout.sessionNotice')}</Text>
          </Flex>
        </Box>
      </Box>
      <Box
        as="main"
        position="relative"
        zIndex="1"
        maxWidth="3xl"
        marginX="auto"
        paddingX="4"
        paddingTop="4"
        paddingBottom="6"
      >
        <Outlet />
      </Box>
    </Box>
  );
}
