import { Link, useLocation } from 'react-router-dom';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import LogOut from 'lucide-react/icons/log-out';
import { paths } from '../../../lib/paths';
import { LogoMark } from '../../../components/Logo';
import { company } from '../../../lib/company';
import { useAuth } from '../auth/useAuth';
import { adminNavItems } from './navItems';
import { useSignOutAction } from './useSignOutAction';

/**
 * The sidebar's content, the same in the fixed desktop sidebar and in the phone's slide-out sheet:
 * brand, the four pages (current one marked with aria-current), the account and logout.
 */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const { signOut, signingOut } = useSignOutAction();

  return (
    <Flex direction="column" height="full">
      <Flex align="center" gap="2.5" px="5" height="16" flexShrink={0} borderBottomWidth="1px">
        <LogoMark size={28} />
        <Box lineHeight="short">
          <Text fontWeight="extrabold" letterSpacing="-0.02em">
            {company.name}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            Lead management
          </Text>
        </Box>
      </Flex>

      <Box as="nav" aria-label="Beheermenu" flex="1" overflowY="auto" px="3" py="4">
        <Stack as="ul" gap="1" listStyleType="none">
          {adminNavItems.map(({ label, href, icon: Icon, isCurrent }) => {
            const current = isCurrent(pathname);
            return (
              <li key={href}>
                <Flex
                  asChild
                  align="center"
                  gap="3"
                  px="3"
                  py="2.5"
                  borderRadius="l2"
                  fontWeight="medium"
                  textStyle="sm"
                  color={current ? 'brand.fg' : 'fg.muted'}
                  bg={current ? 'brand.subtle' : undefined}
                  _hover={{ bg: current ? 'brand.subtle' : 'bg.muted', color: current ? 'brand.fg' : 'fg' }}
                  transition="colors"
                  transitionDuration="fast"
                  focusVisibleRing="inside"
                >
                  <Link to={href} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
                    <Icon size={18} aria-hidden />
                    {label}
                  </Link>
                </Flex>
              </li>
            );
          })}
        </Stack>
      </Box>

      <Box borderTopWidth="1px" p="3" flexShrink={0}>
        {user && (
          <Box px="3" pb="2">
            <Text textStyle="xs" color="fg.muted">
              Ingelogd als
            </Text>
            <Text textStyle="sm" fontWeight="medium" truncate title={user.email}>
              {user.email}
            </Text>
          </Box>
        )}
        <Button
          variant="ghost"
          colorPalette="gray"
          width="full"
          justifyContent="flex-start"
          gap="3"
          px="3"
          loading={signingOut}
          loadingText="Uitloggen..."
          onClick={signOut}
        >
          <LogOut size={18} aria-hidden />
          Uitloggen
        </Button>
        <Button asChild variant="plain" size="xs" color="fg.subtle" width="full" justifyContent="flex-start" px="3" mt="1">
          <Link to={paths.home.getHref()}>Naar de website</Link>
        </Button>
      </Box>
    </Flex>
  );
}
