import type { ReactNode } from 'react';
import { Box, Flex, Grid, Heading, Stack, Text, type StackProps } from '@chakra-ui/react';
import Check from 'lucide-react/icons/check';
import Info from 'lucide-react/icons/info';
import { QuickScanButton } from '../../components/QuickScanButton';
import { formatEuro } from '../content/packages';
import type { Package } from '../content/types';

interface PackageCardProps {
  /** The heading's id, which also names the card (`aria-labelledby`). */
  headingId: string;
  name: string;
  description: string;
  popular?: boolean;
  price: number;
  /** After the price: 'per maand' or 'eenmalig'. */
  priceUnit: string;
  /** What the price consists of, under it. */
  priceDetails: ReactNode;
  ctaLabel: string;
  /** The larger heading of the full card on /tarieven. */
  prominent?: boolean;
  /** Keeps the descriptions of cards side by side the same height. */
  descriptionMinH: { md: string } | { lg: string };
  /** What the package includes, under the button. */
  children: ReactNode;
}

/**
 * The one package card: the advertising packages (home, ads service pages and /tarieven) and the
 * website packages. A frame (highlighted when popular), name, description, price, quick-scan
 * button; what follows the button is the caller's.
 */
export function PackageCard({
  headingId,
  name,
  description,
  popular = false,
  price,
  priceUnit,
  priceDetails,
  ctaLabel,
  prominent = false,
  descriptionMinH,
  children,
}: PackageCardProps) {
  return (
    <Stack
      as="article"
      aria-labelledby={headingId}
      position="relative"
      gap="6"
      bg="bg.panel"
      borderWidth={popular ? '2px' : '1px'}
      borderColor={popular ? 'brand.solid' : 'border'}
      borderRadius="2xl"
      boxShadow={popular ? 'xl' : 'sm'}
      p={{ base: '6', md: '8' }}
      height="full"
    >
      {popular && (
        <Box
          position="absolute"
          top="0"
          left="50%"
          translate="-50% -50%"
          bg="brand.solid"
          color="brand.contrast"
          textStyle="xs"
          fontWeight="bold"
          letterSpacing="wide"
          textTransform="uppercase"
          px="3"
          py="1"
          borderRadius="full"
          whiteSpace="nowrap"
        >
          Meest gekozen
        </Box>
      )}
      <Box>
        <Heading as="h3" id={headingId} size={prominent ? '2xl' : 'xl'} fontWeight={prominent ? 'extrabold' : 'bold'}>
          {name}
        </Heading>
        <Text color="fg.muted" mt="2" minH={descriptionMinH}>
          {description}
        </Text>
      </Box>
      <Box>
        <Flex align="baseline" gap="1.5">
          <Text as="span" fontSize={{ base: '4xl', md: '5xl' }} fontWeight="extrabold" letterSpacing="-0.03em" lineHeight="1">
            {formatEuro(price)}
          </Text>
          <Text as="span" color="fg.muted" fontWeight="medium">
            {priceUnit}
          </Text>
        </Flex>
        {priceDetails}
      </Box>
      <QuickScanButton label={ctaLabel} size="lg" variant={popular ? 'solid' : 'outline'} width="full" />
      {children}
    </Stack>
  );
}

/** A list with a round icon before each item (a check by default). */
export function CheckList({
  items,
  icon: Icon = Check,
  palette = 'green',
  ...rest
}: { items: readonly string[]; icon?: typeof Check; palette?: 'green' | 'brand' } & Omit<StackProps, 'children'>) {
  return (
    <Stack as="ul" listStyleType="none" {...rest}>
      {items.map((item) => (
        <Flex as="li" key={item} gap="3" align="flex-start">
          <Flex
            boxSize="5"
            mt="0.5"
            flexShrink={0}
            borderRadius="full"
            bg={`${palette}.subtle`}
            color={`${palette}.fg`}
            align="center"
            justify="center"
          >
            <Icon size={13} strokeWidth={3} aria-hidden />
          </Flex>
          <Text textStyle="sm">{item}</Text>
        </Flex>
      ))}
    </Stack>
  );
}

/** The short advertising-package card: the home pricing section and the ads service pages. */
export function AdPackageCard({ pkg }: { pkg: Package }) {
  return (
    <PackageCard
      headingId={`pakket-${pkg.name.toLowerCase()}`}
      name={pkg.name}
      description={pkg.description}
      popular={pkg.popular}
      price={pkg.price}
      priceUnit="per maand"
      ctaLabel={`Start met ${pkg.name}`}
      descriptionMinH={{ lg: '4.5rem' }}
      priceDetails={
        <>
          <Text textStyle="sm" color="fg.muted" mt="3">
            {pkg.hours} uur per maand · {formatEuro(pkg.setupCost)} eenmalige setup
          </Text>
          <Text textStyle="sm" color="fg.muted">
            Live binnen {pkg.timeframe}
          </Text>
        </>
      }
    >
      <CheckList items={pkg.features} gap="3" flex="1" />
      <Box borderTopWidth="1px" borderColor="border" pt="5">
        <IdealFor textStyle="sm">{pkg.idealFor}</IdealFor>
        <Text textStyle="sm" color="fg.muted" mt="1">
          {pkg.guarantee}
        </Text>
      </Box>
    </PackageCard>
  );
}

/** "Ideaal voor: …", the audience of a package. */
export function IdealFor({ children, textStyle }: { children: string; textStyle?: 'sm' }) {
  return (
    <Text textStyle={textStyle}>
      <Text as="span" fontWeight="semibold">
        Ideaal voor:{' '}
      </Text>
      <Text as="span" color="fg.muted">
        {children}
      </Text>
    </Text>
  );
}

/** The three advertising packages side by side, with the pricing notes under them. */
export function AdPackageGrid({ packages, notes }: { packages: readonly Package[]; notes: readonly string[] }) {
  return (
    <>
      <Grid
        as="ul"
        listStyleType="none"
        templateColumns={{ base: '1fr', lg: 'repeat(3, 1fr)' }}
        gap={{ base: '8', lg: '6' }}
        alignItems="stretch"
      >
        {packages.map((pkg) => (
          <Box as="li" key={pkg.name}>
            <AdPackageCard pkg={pkg} />
          </Box>
        ))}
      </Grid>
      <Flex
        mt="10"
        gap="3"
        bg="bg.subtle"
        borderWidth="1px"
        borderColor="border"
        borderRadius="xl"
        p={{ base: '5', md: '6' }}
        maxW="4xl"
        mx="auto"
      >
        <Box color="brand.fg" flexShrink={0} mt="0.5">
          <Info size={20} aria-hidden />
        </Box>
        <Stack as="ul" gap="1" listStyleType="none" textStyle="sm" color="fg.muted">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Stack>
      </Flex>
    </>
  );
}
