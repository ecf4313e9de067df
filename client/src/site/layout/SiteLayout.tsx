import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Box, ChakraProvider, Flex } from '@chakra-ui/react';
import { publicSystem } from '../../components/theme/system';
import { Toaster } from '../../components/Toaster';
import { Footer } from './Footer';
import { offScreenUntilNear } from './offScreenUntilNear';
import { Navbar } from './Navbar';
import { PageErrorBoundary } from './PageErrorBoundary';
import { SkipLink } from '../../components/SkipLink';

export const MAIN_CONTENT_ID = 'inhoud';

/** The page's own top-level sections, except the first (the hero, on screen at once). */
const renderWhenNearScreen = {
  '& > section:not(:first-child), & > [data-static-markup] > section:not(:first-child), & > [data-static-markup]:not(:first-child) > section':
    offScreenUntilNear,
} as const;

/**
 * The furniture around every public page: skip link, navbar, main landmark, footer, toasts, and
 * the app's `overlays` (lead capture), which share this Chakra system but are composed by the app.
 *
 * The navbar, the page and the footer each sit in a Suspense boundary. Not for loading (the
 * page's chunk is loaded before hydration starts, so nothing suspends and the fallback never
 * shows) but for hydration: React hydrates what is outside them first, in one go, and the
 * content of a boundary that the server rendered completely later, in document order, in slices
 * that yield to the browser between them. One
 * hydration task of the whole page blocked the main thread for over a second on a throttled
 * phone (Lighthouse's Total Blocking Time); sliced, input and paint can run in between. A click
 * inside a boundary that is not hydrated yet makes React hydrate that boundary first.
 * A navigation to a page whose chunk (or case record) is still loading keeps the old page on
 * screen (router transitions: a boundary that already shows content does not fall back).
 */
export function SiteLayout({ overlays }: { overlays?: ReactNode }) {
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
        <Suspense fallback={null}>
          <Navbar />
        </Suspense>
        <Box as="main" ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none" css={renderWhenNearScreen}>
          {/* Outside the per-page error boundary, so the same boundary stays mounted across navigations. */}
          <Suspense fallback={null}>
            <PageErrorBoundary key={pathname}>
              <Outlet />
            </PageErrorBoundary>
          </Suspense>
        </Box>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </Flex>
      <Toaster />
      {overlays}
    </ChakraProvider>
  );
}
