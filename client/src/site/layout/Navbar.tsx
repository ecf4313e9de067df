import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Box, Container, Flex, IconButton } from '@chakra-ui/react';
import Menu from 'lucide-react/icons/menu';
import { paths } from '../../lib/paths';
import { Logo } from '../../components/Logo';
import { QuickScanButton } from '../../components/QuickScanButton';
import { mainNavLinks } from '../content/navigation';
import { NavDropdown } from './NavDropdown';
import { lazyPage } from '../../lib/lazyPage';
import { ThemeToggle } from '../../components/ThemeToggle';
import { useNavMenus } from './useNavMenus';
import { useScrolledPast } from './useScrolledPast';

/** The navbar gets its stronger background past 50 px of scrolling. */
export const NAVBAR_SCROLL_THRESHOLD = 50;
export const NAVBAR_HEIGHT = '16';

type MenuId = 'diensten' | 'resultaten';

// Only phones open it, and only on demand: it is not part of the first download.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/**
 * The dropdown panels' content (nine case cards with their icons) is not part of the first
 * download either: on a prerendered page the panels stay prerendered markup (StaticMarkup in
 * NavDropdown) and never render. Only a navbar rendered in the browser (coming from the admin,
 * the dev server) loads them; the prerender preloads them (preloadNavMenuPanels).
 */
const loadNavMenuPanels = () => import('./NavMenuPanels');
const ServicesMenuPanel = lazyPage(() => loadNavMenuPanels().then((module) => module.ServicesMenuPanel));
const ResultsMenuPanel = lazyPage(() => loadNavMenuPanels().then((module) => module.ResultsMenuPanel));

export async function preloadNavMenuPanels(): Promise<void> {
  await Promise.all([ServicesMenuPanel.preload(), ResultsMenuPanel.preload()]);
}

function MainLink({ label, href }: { label: string; href: string }) {
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
        <NavLink to={href} end>
          {label}
        </NavLink>
      </Box>
    </Box>
  );
}

export function Navbar() {
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD);
  const menus = useNavMenus<MenuId>();
  const [mobileOpen, setMobileOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [home, about, pricing, contact] = mainNavLinks;

  // Any navigation closes an open dropdown.
  const { close } = menus;
  useEffect(() => close(), [pathname, close]);

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
            <Link to={paths.home.getHref()} aria-label="Vakleads, naar de homepage">
              <Logo />
            </Link>
          </Box>

          <Flex as="ul" display={{ base: 'none', lg: 'flex' }} align="center" gap="1">
            <MainLink {...home} />
            <NavDropdown id="diensten" label="Diensten" menus={menus} current={pathname.startsWith('/diensten/')} panelWidth="42rem">
              <Suspense fallback={null}>
                <ServicesMenuPanel />
              </Suspense>
            </NavDropdown>
            <NavDropdown
              id="resultaten"
              label="Resultaten"
              menus={menus}
              current={pathname === paths.results.path || pathname.startsWith(`${paths.results.path}/`)}
              panelWidth="46rem"
            >
              <Suspense fallback={null}>
                <ResultsMenuPanel />
              </Suspense>
            </NavDropdown>
            <MainLink {...about} />
            <MainLink {...pricing} />
            <MainLink {...contact} />
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
              onPointerEnter={loadMobileMenu}
              onFocus={loadMobileMenu}
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
