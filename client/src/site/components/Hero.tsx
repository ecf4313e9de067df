import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading, Text, type BoxProps, type HeadingProps } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import { QuickScanButton } from '../../components/QuickScanButton';

/**
 * The pieces the big page openings share (home, the three ads service pages, website building):
 * the section with its soft brand glow, the badge, the h1 with its accent, the subtitle, the two
 * calls to action and the reassurance ticks. Each opening arranges them in its own grid.
 */

const HERO_GLOW =
  'radial-gradient(60rem 32rem at 85% -10%, var(--chakra-colors-brand-muted), transparent 70%), radial-gradient(40rem 24rem at -10% 20%, var(--chakra-colors-brand-subtle), transparent 70%)';

/** The opening `<section>`, named by its h1 (`titleId`). */
export function HeroFrame({ titleId, children, ...rest }: { titleId: string; children: ReactNode } & BoxProps) {
  return (
    <Box as="section" aria-labelledby={titleId} position="relative" overflow="hidden" bgImage={HERO_GLOW} {...rest}>
      {children}
    </Box>
  );
}

/** The pill above the title: orange with a (pulsing) dot, or brand-coloured without. */
export function HeroBadge({
  children,
  tone = 'orange',
  pulse = false,
}: {
  children: ReactNode;
  tone?: 'orange' | 'brand';
  pulse?: boolean;
}) {
  if (tone === 'brand') {
    return (
      <Text
        display="inline-block"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="brand.border"
        color="brand.fg"
        textStyle="sm"
        fontWeight="semibold"
        px="3"
        py="1"
        borderRadius="full"
      >
        {children}
      </Text>
    );
  }
  return (
    <Flex
      display="inline-flex"
      align="center"
      gap="2"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="orange.border"
      color="orange.fg"
      textStyle="sm"
      fontWeight="semibold"
      px="3"
      py="1"
      borderRadius="full"
    >
      <Box
        boxSize="2"
        borderRadius="full"
        bg="orange.solid"
        flexShrink={0}
        animation={pulse ? 'attention' : undefined}
        _motionReduce={{ animation: 'none' }}
        aria-hidden
      />
      {children}
    </Flex>
  );
}

/** The page's one h1; `accent` follows in the brand colour (on its own line when `accentOnNewLine`). */
export function HeroTitle({
  id,
  title,
  accent,
  accentOnNewLine = false,
  ...sizes
}: { id: string; title: string; accent?: string; accentOnNewLine?: boolean } & Pick<HeadingProps, 'fontSize' | 'lineHeight'>) {
  return (
    <Heading as="h1" id={id} mt="6" letterSpacing="-0.035em" fontWeight="extrabold" textWrap="balance" {...sizes}>
      {title}
      {accent && (
        <>
          {' '}
          <Box as="span" display={accentOnNewLine ? 'block' : undefined} color="brand.fg">
            {accent}
          </Box>
        </>
      )}
    </Heading>
  );
}

export function HeroSubtitle({ children }: { children: ReactNode }) {
  return (
    <Text mt="6" textStyle={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl" textWrap="pretty">
      {children}
    </Text>
  );
}

/** The quick scan (primary) and a secondary link, usually to a section further down. */
export function HeroActions({ primaryLabel, secondary }: { primaryLabel: string; secondary: ReactNode }) {
  return (
    <Flex mt="8" gap="3" direction={{ base: 'column', sm: 'row' }}>
      <QuickScanButton label={primaryLabel} size="xl" icon={<ArrowRight aria-hidden />} boxShadow="md" />
      <Button asChild size="xl" variant="outline" colorPalette="gray" bg="bg.panel">
        {secondary}
      </Button>
    </Flex>
  );
}

/** Short promises with a green tick under the buttons. */
export function ReassuranceList({ items, wrap = false }: { items: readonly string[]; wrap?: boolean }) {
  return (
    <Flex
      as="ul"
      mt="6"
      gap={{ base: '2', md: '5' }}
      direction={{ base: 'column', md: 'row' }}
      listStyleType="none"
      wrap={wrap ? 'wrap' : undefined}
    >
      {items.map((item) => (
        <Flex as="li" key={item} align="center" gap="2" textStyle="sm" color="fg.muted">
          <Box color="green.fg">
            <Check size={16} strokeWidth={3} aria-hidden />
          </Box>
          {item}
        </Flex>
      ))}
    </Flex>
  );
}
