import { Box, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { PageInViewerZone } from '../../lib/profile/viewer-preferences';
import { useSession } from '../../lib/session/useSession';
import { useTenantSettings } from '../../lib/tenant/useTenantSettings';
import { useUiSettings } from '../../lib/ui-settings/useUiSettings';
import { MenuIcon } from '../../ui/icons/MenuIcon';
import { useSwipe } from '../../ui/useSwipe';
import {
  activeMenuPath,
  bottomBarEntries,
  framedMenuEntries,
  framedTopPadding,
  menuContextFromSession,
  menuEntries,
  normaliseLoginTypes,
} from '../rules/menu';
import { BOTTOM_BAR_CLEARANCE, BottomBar } from './BottomBar';
import { FramedMenu } from './FramedMenu';
import { PermissionsBanner } from './PermissionsBanner';
import { SessionLayout } from './SessionLayout';
import { NavigationProgress } from './NavigationProgress';
import { TopBar } from './TopBar';
import { useGeolocationDenied } from './useGeolocationDenied';
import { useGoBack } from './useGoBack';
import { usePageTitle, useRouteIsWide } from './usePageTitle';
import { showsWatermark, Watermark } from './Watermark';

const loadMainMenuDrawer = () => import('./MainMenuDrawer');
/**
 * The drawer and its dialog machinery (focus trap, dismissal, scroll lock) are not needed until
 * the menu opens: they load after the first paint, not with it (decision 071).
 */
const MainMenuDrawer = lazy(() =>
  loadMainMenuDrawer().then((module) => ({ default: module.MainMenuDrawer })),
);

/** How far a right swipe on the content must travel to go back (SPEC.md §2). */
export const BACK_SWIPE_PX = 80;

/**
 * The layout of a signed-in user (SPEC.md §2 Layout): top bar with title, back arrow and menu
 * button; the side drawer; the bottom quick menu; swipe right to go back. In framed mode a
 * top-wrapped menu replaces drawer and bottom bar. A project or plus-crew session gets the
 * {@link SessionLayout} instead.
 */
export function AppLayout() {
  const { t } = useTranslation('common');
  const { session, logout } = useSession();
  const { settings } = useTenantSettings();
  const { theme, framed } = useUiSettings();
  const { pathname, key: locationKey } = useLocation();
  const goBack = useGoBack();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on, so that it can animate closed again.
  const [drawerWanted, setDrawerWanted] = useState(false);

  const tenant = settings ?? session?.tenant ?? null;
  const title = usePageTitle(tenant?.metaHostName);
  const wide = useRouteIsWide();
  const ctx = useMemo(() => (session ? menuContextFromSession(session) : null), [session]);
  const drawerEntries = useMemo(() => (ctx ? menuEntries(ctx) : []), [ctx]);
  const barEntries = useMemo(() => (ctx ? bottomBarEntries(ctx) : []), [ctx]);
  const framedEntries = useMemo(() => framedMenuEntries(theme), [theme]);
  const isCrew = ctx ? normaliseLoginTypes(ctx.loginTypes).has('crew') : false;
  const locationDenied = useGeolocationDenied(isCrew && ctx?.sessionType === 'user');

  const isHome = pathname === '/';
  // The screen a swipe started on: if the browser or the system already went back during the
  // gesture (Chrome's overscroll navigation, Android's edge swipe), going back again would skip
  // a screen.
  const swipeStartKey = useRef<string | null>(null);
  const swipe = useSwipe((direction) => {
    if (direction === 'right' && !isHome && swipeStartKey.current === locationKey) goBack();
  }, BACK_SWIPE_PX);

  // Fetch the drawer's code once the screen is up, so that the menu opens at once when tapped.
  useEffect(() => {
    if (framed) return undefined;
    const timer = window.setTimeout(() => void loadMainMenuDrawer(), 2000);
    return () => window.clearTimeout(timer);
  }, [framed]);

  // The swipe back is ours: stop the browser's own overscroll history navigation from doubling it.
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overscrollBehaviorX;
    root.style.overscrollBehaviorX = 'none';
    return () => {
      root.style.overscrollBehaviorX = previous;
    };
  }, []);

  if (session && session.type !== 'user') return <SessionLayout />;

  const framedPadding = framed ? framedTopPadding(framedEntries.length) : 0;
  const hasBottomBar = !framed && barEntries.length > 0;

  return (
    <Box minHeight="100dvh" position="relative">
      <NavigationProgress />
      {showsWatermark(tenant?.mobileTheme) ? <Watermark /> : null}
      {framed ? (
        <FramedMenu entries={framedEntries} activePath={activeMenuPath(pathname, framedEntries)} />
      ) : null}
      <Box data-testid="layout-content" style={{ paddingTop: `${framedPadding}px` }}>
        <TopBar
          title={title}
          backLabel={t('layout.back')}
          showBack={!isHome}
          onBack={goBack}
          stickyTop={framedPadding}
          end={
            framed ? null : (
              <IconButton
                aria-label={t('layout.openMenu')}
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                variant="ghost"
                size="lg"
                onClick={() => {
                  setDrawerWanted(true);
                  setDrawerOpen(true);
                }}
              >
                <MenuIcon />
              </IconButton>
            )
          }
        />
        {/* The home shows the full warning (notifications too) itself: src/lib/permissions. */}
        {locationDenied && !isHome ? <PermissionsBanner /> : null}
        <Box
          as="main"
          position="relative"
          zIndex="1"
          maxWidth={wide ? { base: '3xl', lg: '7xl' } : '3xl'}
          marginX="auto"
          paddingX="4"
          paddingTop="4"
          paddingBottom="6"
          // The bar's room, safe area included, inline: it comes and goes with the bar.
          style={hasBottomBar ? { paddingBottom: BOTTOM_BAR_CLEARANCE } : undefined}
          onTouchStart={(event) => {
            swipeStartKey.current = locationKey;
            swipe.onTouchStart(event);
          }}
          onTouchEnd={swipe.onTouchEnd}
        >
          <PageInViewerZone>
            <Outlet />
          </PageInViewerZone>
        </Box>
      </Box>
      {hasBottomBar ? (
        <BottomBar entries={barEntries} activePath={activeMenuPath(pathname, barEntries)} />
      ) : null}
      {framed || !drawerWanted ? null : (
        <Suspense fallback={null}>
          <MainMenuDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            entries={drawerEntries}
            activePath={activeMenuPath(pathname, drawerEntries)}
            userName={session?.loginData.person?.caption ?? null}
            tenantName={tenant?.name ?? null}
            onLogout={logout}
          />
        </Suspense>
      )}
    </Box>
  );
}
