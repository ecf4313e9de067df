import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import X from 'lucide-react/icons/x';
import { paths } from '../../lib/paths';
import { Logo } from '../../components/Logo';
import { QuickScanButton } from '../../components/QuickScanButton';
import { caseStudyCards } from '../content/cases';
import { DROPDOWN_CASE_COUNT, mainNavLinks, serviceNavItems } from '../content/navigation';
import { ThemeToggle } from '../../components/ThemeToggle';
import { currentPage } from './currentPage';

const LARGE_SCREEN = '(min-width: 1024px)';

const focusablesIn = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])')).filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  );

function MenuLink({ href, pathname, children, end }: { href: string; pathname: string; children: ReactNode; end?: boolean }) {
  return (
    <Box
      asChild
      display="block"
      px="3"
      py="2.5"
      borderRadius="l2"
      fontWeight="medium"
      color="fg"
      _hover={{ bg: 'bg.muted' }}
      _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}
      focusVisibleRing="inside"
    >
      <a href={href} aria-current={currentPage(pathname, href, { end })}>
        {children}
      </a>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Text px="3" mb="1" textStyle="xs" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" color="fg.muted">
        {title}
      </Text>
      <Stack as="ul" gap="0.5" listStyleType="none">
        {children}
      </Stack>
    </Box>
  );
}

export interface MobileMenuProps {
  id: string;
  /** The page's path: its link is marked as the current page. */
  pathname: string;
  /** returnFocus: closed by the close button or Escape (not by choosing a link). */
  onClose: (options: { returnFocus: boolean }) => void;
}

/**
 * The full-height menu of small screens: a modal dialog with the navbar's links, the theme toggle
 * and the audit button. Focus stays inside while it is open; Escape or any link closes it.
 */
export function MobileMenu({ id, pathname, onClose }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Growing past the breakpoint hides the dialog; close it so the page can scroll again.
    const large = window.matchMedia(LARGE_SCREEN);
    const onResize = () => large.matches && onCloseRef.current({ returnFocus: false });
    large.addEventListener('change', onResize);
    return () => {
      document.body.style.overflow = overflow;
      large.removeEventListener('change', onResize);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose({ returnFocus: true });
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = focusablesIn(dialogRef.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const [home, about, pricing, contact] = mainNavLinks;

  return (
    <Box
      ref={dialogRef}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) onClose({ returnFocus: false });
      }}
      position="fixed"
      inset="0"
      height="100dvh"
      zIndex="modal"
      bg="bg"
      display={{ base: 'flex', lg: 'none' }}
      flexDirection="column"
      animation="fade-in 150ms ease-out"
    >
      <Flex height="16" px="4" align="center" justify="space-between" borderBottomWidth="1px" borderColor="border" flexShrink={0}>
        <Box asChild borderRadius="l2" focusVisibleRing="outside">
          <a href={paths.home.getHref()} aria-label="Vakleads, naar de homepage">
            <Logo />
          </a>
        </Box>
        <IconButton
          ref={closeRef}
          variant="ghost"
          colorPalette="gray"
          aria-label="Menu sluiten"
          onClick={() => onClose({ returnFocus: true })}
        >
          <X aria-hidden />
        </IconButton>
      </Flex>

      <Stack as="nav" aria-label="Mobiel menu" flex="1" overflowY="auto" px="4" py="5" gap="6">
        <Stack as="ul" gap="0.5" listStyleType="none">
          {[home, about, pricing, contact].map((link) => (
            <li key={link.href}>
              <MenuLink pathname={pathname} href={link.href} end>
                {link.label}
              </MenuLink>
            </li>
          ))}
        </Stack>
        <Section title="Diensten">
          {serviceNavItems.map((service) => (
            <li key={service.href}>
              <MenuLink pathname={pathname} href={service.href}>
                <Flex align="center" gap="3">
                  <Box color="brand.fg">
                    <service.icon size={18} aria-hidden />
                  </Box>
                  {service.title}
                </Flex>
              </MenuLink>
            </li>
          ))}
        </Section>
        <Section title="Resultaten">
          <li>
            <MenuLink pathname={pathname} href={paths.results.getHref()} end>
              Alle resultaten
            </MenuLink>
          </li>
          {caseStudyCards.slice(0, DROPDOWN_CASE_COUNT).map((caseStudy) => (
            <li key={caseStudy.href}>
              <MenuLink pathname={pathname} href={caseStudy.href}>
                <Flex align="center" justify="space-between" gap="3">
                  <span>{caseStudy.industry}</span>
                  <Text as="span" textStyle="xs" fontWeight="bold" color="green.fg">
                    {caseStudy.metric}
                  </Text>
                </Flex>
              </MenuLink>
            </li>
          ))}
        </Section>
      </Stack>

      <Stack px="4" py="4" gap="3" borderTopWidth="1px" borderColor="border" flexShrink={0}>
        <Flex align="center" justify="space-between">
          <Text fontWeight="medium" color="fg.muted">
            Thema
          </Text>
          <ThemeToggle />
        </Flex>
        <QuickScanButton label="Gratis Audit" size="lg" width="full" onOpened={() => onClose({ returnFocus: false })} />
      </Stack>
    </Box>
  );
}
