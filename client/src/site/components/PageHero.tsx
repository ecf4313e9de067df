import type { ReactNode } from 'react';
import { Box, Container, Grid, Heading, Text } from '@chakra-ui/react';

export interface PageHeroProps {
  /** Small label above the title ('Over Vakleads', 'Dakdekker Case Study'). */
  eyebrow: ReactNode;
  /** The page's only h1. */
  title: string;
  subtitle: string;
  /** The h1's id, so the hero section can be labelled by it. */
  id: string;
  /** Above the eyebrow (e.g. a breadcrumb). */
  top?: ReactNode;
  /** Below the subtitle (buttons, reassurance). */
  children?: ReactNode;
  /** A panel beside the text on large screens (below it on small ones). */
  aside?: ReactNode;
  /** Full-width content under the text (figures, contact details). */
  footer?: ReactNode;
}

/**
 * The opening of every page except home: room for the fixed navbar, a soft brand gradient, the
 * page's h1. Pages with an aside get two columns from `lg` up.
 */
export function PageHero({ eyebrow, title, subtitle, id, top, children, aside, footer }: PageHeroProps) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      position="relative"
      overflow="hidden"
      pt={{ base: '28', md: '36' }}
      pb={{ base: '14', md: '20' }}
      borderBottomWidth="1px"
      borderColor="border.subtle"
      bgImage="radial-gradient(56rem 28rem at 90% -20%, var(--chakra-colors-brand-muted), transparent 70%), radial-gradient(36rem 20rem at -10% 10%, var(--chakra-colors-brand-subtle), transparent 70%)"
    >
      <Container maxW="7xl">
        <Grid templateColumns={{ base: '1fr', lg: aside ? '1.15fr 0.85fr' : '1fr' }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Box maxW={aside ? undefined : '3xl'}>
            {top}
            <Text textStyle="sm" fontWeight="bold" letterSpacing="wider" textTransform="uppercase" color="brand.fg">
              {eyebrow}
            </Text>
            <Heading
              as="h1"
              id={id}
              mt="4"
              fontSize={{ base: '2.25rem', md: '5xl' }}
              lineHeight={{ base: '1.12', md: '1.1' }}
              letterSpacing="-0.035em"
              fontWeight="extrabold"
              textWrap="balance"
            >
              {title}
            </Heading>
            <Text mt="5" textStyle={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl" textWrap="pretty">
              {subtitle}
            </Text>
            {children}
          </Box>
          {aside}
        </Grid>
        {footer && <Box mt={{ base: '10', md: '14' }}>{footer}</Box>}
      </Container>
    </Box>
  );
}
