import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Box, CloseButton, Drawer, Flex, IconButton, Portal, Text } from '@chakra-ui/react';
import MenuIcon from 'lucide-react/icons/menu';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { ConnectionIndicator, ReconnectingStrip } from '../live/ConnectionIndicator';
import { AdminErrorBoundary } from '../ui/AdminErrorBoundary';
import { PageSkeleton } from '../ui/LoadingSkeleton';
import { SidebarContent } from './SidebarContent';
import { SkipLink } from '../../../components/SkipLink';

export const ADMIN_MAIN_ID = 'beheer-inhoud';
/** Sidebar width 64 units (16rem). */
const SIDEBAR_WIDTH = '64';

/**
 * The guarded panel's frame: a sidebar from 1024 px, a left slide-out sheet below that
 * (Chakra's drawer: focus trapped inside, Escape or the backdrop closes it, focus returns to the
 * menu button), the header with the title, the live indicator and the theme toggle, and the page.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After navigating, keyboard and screen-reader users start at the new page, not on the old link.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <SkipLink targetId={ADMIN_MAIN_ID} />

      {/* The column (background and border) stretches with the page, however tall; its content
          stays in view while the page scrolls. A fixed sidebar of viewport height left its background
          ending partway down tall pages (seen in full-page captures). */}
      <Box as="aside" aria-label="Zijbalk" hideBelow="lg" flexShrink={0} width={SIDEBAR_WIDTH} bg="bg.panel" borderRightWidth="1px">
        <Box position="sticky" top="0" height="100dvh">
          <SidebarContent />
        </Box>
      </Box>

      <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="start" size="xs">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content aria-label="Menu" maxW={SIDEBAR_WIDTH}>
              <Drawer.Title srOnly>Menu</Drawer.Title>
              <SidebarContent onNavigate={() => setMenuOpen(false)} />
              <Drawer.CloseTrigger asChild position="absolute" top="3" right="3">
                <CloseButton size="sm" aria-label="Menu sluiten" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Flex direction="column" flex="1" minH="100dvh" minW="0">
        <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg.panel" borderBottomWidth="1px">
          <Flex align="center" gap={{ base: '2', md: '3' }} height="16" px={{ base: '3', md: '6' }}>
            <IconButton
              hideFrom="lg"
              variant="ghost"
              colorPalette="gray"
              aria-label="Menu openen"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon aria-hidden />
            </IconButton>
            <Text flex="1" minW="0" truncate fontWeight="semibold" textStyle={{ base: 'sm', sm: 'md', md: 'lg' }}>
              Marketing Lead Management
            </Text>
            <ConnectionIndicator />
            <ThemeToggle />
          </Flex>
          <ReconnectingStrip />
        </Box>

        <Box
          as="main"
          ref={mainRef}
          id={ADMIN_MAIN_ID}
          tabIndex={-1}
          outline="none"
          flex="1"
          px={{ base: '4', md: '6', xl: '8' }}
          py={{ base: '5', md: '8' }}
        >
          <AdminErrorBoundary key={pathname}>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </AdminErrorBoundary>
        </Box>
      </Flex>
    </Flex>
  );
}
