import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Box, ChakraProvider, Flex } from '@chakra-ui/react';
import { publicSystem } from '../../components/theme/system';
import { Toaster } from '../../components/Toaster';
import { Footer } from './Footer';
import { offScreenUntilNear } from './offScreenUntilNear';
import { NavbarIsland } from './Navbar';
import { Island } from '../islands/Island';
import { PageErrorBoundary } from './PageErrorBoundary';
import { SkipLink } from '../../components/SkipLink';

export const MAIN_CONTENT_ID = 'inhoud';

/** The page's own top-level sections, except the first (the hero, on screen at once). */
const renderWhenNearScreen = { '& > section:not(:first-child)': offScreenUntilNear } as const;

/**
 * The furniture around every public page: skip link, navbar, main landmark, footer, the app's
 * `dialogs` (islands that every page carries closed: the quick scan), and (when the whole app
 * renders in the browser: the dev server) toasts and the app's `overlays` (lead capture). On a
 * prerendered page only the islands inside (site/islands/Island.tsx) ever run: the navbar, the
 * forms and the dialogs; the capture layer and toasts get a root of their own (app/startIslands.tsx).
 */
/** The prerender runs in Node: no window. */
const prerendering = typeof window === 'undefined';

export function SiteLayout({ dialogs, overlays }: { dialogs?: ReactNode; overlays?: ReactNode }) {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After a client-side navigation, screen readers and keyboard users start at the new page's
  // content instead of on the link they followed (which may have disappeared).
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <ChakraProvider value={publicSystem()}>
      <Flex direction="column" minHeight="100dvh">
        <SkipLink targetId={MAIN_CONTENT_ID} />
        <Island name="navbar" component={NavbarIsland} props={{ pathname }} />
        <Box as="main" ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none" css={renderWhenNearScreen}>
          {/* Outside the per-page error boundary, so the same boundary stays mounted across navigations. */}
          <Suspense fallback={null}>
            <PageErrorBoundary key={pathname}>
              <Outlet />
            </PageErrorBoundary>
          </Suspense>
        </Box>
        <Footer />
      </Flex>
      {dialogs}
      {/* Not in the prerendered HTML: on a public page they get a root of their own (app/startIslands.tsx). */}
      {!prerendering && (
        <>
          <Toaster />
          {overlays}
        </>
      )}
    </ChakraProvider>
  );
}
