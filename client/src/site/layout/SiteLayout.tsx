import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Box, chakra, ChakraProvider, Flex } from '@chakra-ui/react';
import { publicSystem } from '../../components/theme/system';
import { Toaster } from '../../components/Toaster';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { PageErrorBoundary } from './PageErrorBoundary';

export const MAIN_CONTENT_ID = 'inhoud';

/**
 * The furniture around every public page: skip link, navbar, main landmark, footer, toasts, and
 * the app's `overlays` (lead capture), which share this Chakra system but are composed by the app.
 * Deliberately no Suspense boundary around the page: the whole site then hydrates as one unit, so
 * nothing a visitor clicks can render before the prerendered page is hydrated (Chakra memoises
 * styles by sorted keys, so a render in between can change class names and break hydration).
 * A navigation to a page whose chunk is still loading keeps the old page on screen (router
 * transitions) instead of showing a fallback.
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
    <ChakraProvider value={publicSystem}>
      <Flex direction="column" minHeight="100dvh">
        <chakra.a
          href={`#${MAIN_CONTENT_ID}`}
          position="fixed"
          top="2"
          left="2"
          zIndex="skipNav"
          px="4"
          py="2"
          borderRadius="l2"
          bg="brand.solid"
          color="brand.contrast"
          fontWeight="semibold"
          translate="0 -200%"
          _focusVisible={{ translate: '0 0' }}
          focusVisibleRing="outside"
        >
          Direct naar de inhoud
        </chakra.a>
        <Navbar />
        <Box as="main" ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none">
          <PageErrorBoundary key={pathname}>
            <Outlet />
          </PageErrorBoundary>
        </Box>
        <Footer />
      </Flex>
      <Toaster />
      {overlays}
    </ChakraProvider>
  );
}
