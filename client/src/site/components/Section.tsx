import type { ReactNode } from 'react';
import { Box, Container, Heading, Text, type BoxProps } from '@chakra-ui/react';

export interface SectionProps extends Omit<BoxProps, 'title'> {
  /** Anchor (e.g. 'pricing' for /#pricing). */
  id?: string;
  /** 'subtle' gives the section the alternate background, 'brand' a light brand tint. */
  tone?: 'default' | 'subtle' | 'brand';
  children: ReactNode;
}

/** A full-width page section with the site's vertical rhythm and container width. */
export function Section({ id, tone = 'default', children, ...boxProps }: SectionProps) {
  return (
    <Box
      as="section"
      id={id}
      py={{ base: '16', md: '24' }}
      bg={tone === 'default' ? undefined : tone === 'subtle' ? 'bg.subtle' : 'brand.subtle'}
      {...boxProps}
    >
      <Container maxW="7xl">{children}</Container>
    </Box>
  );
}

export interface SectionHeadingProps {
  eyebrow: string;
  title: string;
  intro?: string;
  /** The heading's id, so the section can be labelled by it. */
  id?: string;
  align?: 'center' | 'start';
}

/** Eyebrow, h2 and intro of a section. */
export function SectionHeading({ eyebrow, title, intro, id, align = 'center' }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <Box maxW="3xl" mx={centered ? 'auto' : undefined} textAlign={centered ? 'center' : 'start'} mb={{ base: '10', md: '14' }}>
      <Text textStyle="sm" fontWeight="bold" letterSpacing="wider" textTransform="uppercase" color="brand.fg">
        {eyebrow}
      </Text>
      <Heading as="h2" id={id} size={{ base: '3xl', md: '4xl' }} fontWeight="extrabold" mt="3" textWrap="balance">
        {title}
      </Heading>
      {intro && (
        <Text textStyle={{ base: 'md', md: 'lg' }} color="fg.muted" mt="4" textWrap="pretty">
          {intro}
        </Text>
      )}
    </Box>
  );
}
