import type { ReactNode } from 'react';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Seo } from '../../../lib/seo/Seo';

/** The document title of an admin page ('Pipeline | Beheer | Vakleads'), never indexed. */
export function AdminTitle({ title }: { title: string }) {
  return <Seo title={`${title} | Beheer`} description="Lead management van Vakleads." keywords={[]} noindex />;
}

export interface AdminPageProps {
  /** The document title (short: 'Pipeline'). */
  title: string;
  /** The page's one h1; defaults to `title` (e.g. 'Sales Pipeline'). */
  heading?: ReactNode;
  description?: ReactNode;
  /** Buttons or filters beside the heading (below it on phones). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Every admin page's frame: document title, one h1, optional description and actions. */
export function AdminPage({ title, heading, description, actions, children }: AdminPageProps) {
  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <AdminTitle title={title} />
      <Flex direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }} justify="space-between" gap="4">
        <Box minW="0">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
            {heading ?? title}
          </Heading>
          {description && (
            <Text color="fg.muted" mt="1">
              {description}
            </Text>
          )}
        </Box>
        {actions && (
          <Flex gap="2" wrap="wrap" align="center">
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </Stack>
  );
}
