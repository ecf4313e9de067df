import { lazy, Suspense, useRef, useState } from 'react';
import { Box, Container, Flex, IconButton } from '@chakra-ui/react';
import Menu from 'lucide-react/icons/menu';
import { paths } from '../../lib/paths';
import { Logo } from '../../components/Logo';
import { QuickScanButton } from '../../components/QuickScanButton';
import { mainNavLinks } from '../content/navigation';
import { NavDropdown } from './NavDropdown';
import { ThemeToggle } from '../../components/ThemeToggle';
import { ThemeModeProvider } from '../../components/ThemeModeProvider';
import { ResultsMenuPanel, ServicesMenuPanel } from './NavMenuPanels';
import { currentPage } from './currentPage';
import { useNavMenus } from './useNavMenus';
import { useScrolledPast } from './useScrolledPast';

/** The navbar gets its stronger background past 50 px of scrolling. */
export const NAVBAR_SCROLL_THRESHOLD = 50;
export const NAVBAR_HEIGHT = '16';

type MenuId = 'diensten' | 'resultaten';

// Only phones open it, and only on demand: it is not part of the first download.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
/** Fetched ahead on hover or focus; should that fail, opening the menu loads it again and shows the failure. */
const preloadMobileMenu = () => {
  loadMobileMenu().catch(() => undefined);
};

function MainLink({ label, href, pathname }: { label: string; href: string; pathname: string }) {
  return (
    <Box as="li" listStyleType="none">
      <Box
        asChild
        display="inline-flex"
        px="3"
        py="2"
        borderRadius="l2"
        fontWeight="medium"
        fontSize="sm"
        color="fg.muted"
        transition="colors"
        transitionDuration="fast"
        _hover={{ color: 'fg', bg: 'bg.muted' }}
        _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}
        focusVisibleRing="outside"
      >
        <a href={href} aria-current={currentPage(pathname, href, { end: true })}>
          {label}
        </a>
      </Box>
    </Box>
  );
}

/**
 * The header of every public page, an island (site/islands/Island.tsx): dropdowns, mobile menu
 * and theme toggle need React. Its links are plain links (a new page is a full page load); the
 * prerender passes the path of the page, so the current page is marked without a router.
 */
export function NavbarIsland({ pathname }: { pathname: string }) {
  return (
    <ThemeModeProvider>
      <Navbar pathname={pathname} />
    </ThemeModeProvider>
  );
}

function Navbar({ pathname }: { pathname: string }) {
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD);
  const menus = useNavMenus<MenuId>();
  const [mobileOpen, setMobileOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const [home, about, pricing, contact] = mainNavLinks;

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      data-scrolled={scrolled ? '' : undefined}
      bg={scrolled ? 'bg/95' : 'bg/70'}
      backdropFilter="saturate(180%) blur(12px)"
      borderBottomWidth="1px"
      borderColor={scrolled ? 'border' : 'transparent'}
      boxShadow={scrolled ? 'sm' : 'none'}
      transition="background-color 200ms, box-shadow 200ms, border-color 200ms"
    >
      <Container as="nav" aria-label="Hoofdmenu" maxW="7xl">
        <Flex height={NAVBAR_HEIGHT} align="center" justify="space-between" gap="4">
          <Box asChild borderRadius="l2" focusVisibleRing="outside" flexShrink={0}>
            <a href={paths.home.getHref()} aria-label="Vakleads, naar de homepage">
              <Logo />
            </a>
          </Box>

          <Flex as="ul" display={{ base: 'none', lg: 'flex' }} align="center" gap="1">
            <MainLink {...home} pathname={pathname} />
            <NavDropdown id="diensten" label="Diensten" menus={menus} current={pathname.startsWith('/diensten/')} panelWidth="42rem">
              <ServicesMenuPanel />
            </NavDropdown>
            <NavDropdown
              id="resultaten"
              label="Resultaten"
              menus={menus}
              current={pathname === paths.results.path || pathname.startsWith(`${paths.results.path}/`)}
              panelWidth="46rem"
            >
              <ResultsMenuPanel />
            </NavDropdown>
            <MainLink {...about} pathname={pathname} />
            <MainLink {...pricing} pathname={pathname} />
            <MainLink {...contact} pathname={pathname} />
          </Flex>

          <Flex align="center" gap="2">
            <Box display={{ base: 'none', lg: 'block' }}>
              <ThemeToggle />
            </Box>
            <QuickScanButton label="Gratis Audit" size="sm" />
            <IconButton
              ref={hamburgerRef}
              display={{ base: 'inline-flex', lg: 'none' }}
              variant="ghost"
              colorPalette="gray"
              aria-label="Menu openen"
              aria-expanded={mobileOpen}
              aria-controls={mobileOpen ? 'mobiel-menu' : undefined}
              onPointerEnter={preloadMobileMenu}
              onFocus={preloadMobileMenu}
              onClick={() => setMobileOpen(true)}
            >
              <Menu aria-hidden />
            </IconButton>
          </Flex>
        </Flex>
      </Container>
      {mobileOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            id="mobiel-menu"
            pathname={pathname}
            onClose={({ returnFocus }) => {
              setMobileOpen(false);
              if (returnFocus) hamburgerRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
