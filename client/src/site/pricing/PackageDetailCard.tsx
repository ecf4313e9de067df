import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import ShieldCheck from 'lucide-react/icons/shield-check';
import TrendingUp from 'lucide-react/icons/trending-up';
import { QuickScanButton } from '../../components/QuickScanButton';
import { formatEuro, HOURLY_RATE } from '../content/packages';
import type { Package } from '../content/types';

function CheckList({ items, icon: Icon, palette }: { items: readonly string[]; icon: typeof Check; palette: 'green' | 'brand' }) {
  return (
    <Stack as="ul" gap="2.5" listStyleType="none">
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

/** A package with everything it includes: /tarieven (the home page shows the short PackageCard). */
export function PackageDetailCard({ pkg }: { pkg: Package }) {
  const headingId = `pakket-detail-${pkg.name.toLowerCase()}`;
  return (
    <Stack
      as="article"
      aria-labelledby={headingId}
      position="relative"
      gap="6"
      bg="bg.panel"
      borderWidth={pkg.popular ? '2px' : '1px'}
      borderColor={pkg.popular ? 'brand.solid' : 'border'}
      borderRadius="2xl"
      boxShadow={pkg.popular ? 'xl' : 'sm'}
      p={{ base: '6', md: '8' }}
      height="full"
    >
      {pkg.popular && (
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
        <Heading as="h3" id={headingId} size="2xl" fontWeight="extrabold">
          {pkg.name}
        </Heading>
        <Text color="fg.muted" mt="2" minH={{ lg: '4.5rem' }}>
          {pkg.description}
        </Text>
      </Box>

      <Box>
        <Flex align="baseline" gap="1.5">
          <Text as="span" fontSize={{ base: '4xl', md: '5xl' }} fontWeight="extrabold" letterSpacing="-0.03em" lineHeight="1">
            {formatEuro(pkg.price)}
          </Text>
          <Text as="span" color="fg.muted" fontWeight="medium">
            per maand
          </Text>
        </Flex>
        <Stack as="dl" gap="1.5" mt="4" textStyle="sm">
          {[
            ['Uren per maand', `${pkg.hours} uur × ${formatEuro(HOURLY_RATE)}`],
            ['Eenmalige setup', formatEuro(pkg.setupCost)],
            ['Live binnen', pkg.timeframe],
          ].map(([term, value]) => (
            <Flex key={term} justify="space-between" gap="3" borderBottomWidth="1px" borderColor="border.muted" pb="1.5">
              <Text as="dt" color="fg.muted">
                {term}
              </Text>
              <Text as="dd" fontWeight="semibold">
                {value}
              </Text>
            </Flex>
          ))}
        </Stack>
      </Box>

      <QuickScanButton label={`Start met ${pkg.name}`} size="lg" variant={pkg.popular ? 'solid' : 'outline'} width="full" />

      <Box>
        <Text fontWeight="bold" textStyle="sm" mb="3">
          Wat je krijgt
        </Text>
        <CheckList items={pkg.features} icon={Check} palette="green" />
      </Box>

      <Box>
        <Text fontWeight="bold" textStyle="sm" mb="3">
          Wat je mag verwachten
        </Text>
        <CheckList items={pkg.results} icon={TrendingUp} palette="brand" />
      </Box>

      <Stack gap="3" mt="auto" bg="bg.subtle" borderRadius="xl" p="4" textStyle="sm">
        <Text>
          <Text as="span" fontWeight="semibold">
            Ideaal voor:{' '}
          </Text>
          <Text as="span" color="fg.muted">
            {pkg.idealFor}
          </Text>
        </Text>
        <Flex gap="2" align="center" color="fg.muted">
          <Box color="green.fg" flexShrink={0}>
            <ShieldCheck size={16} aria-hidden />
          </Box>
          {pkg.guarantee}
        </Flex>
        <Flex gap="2" align="center" color="fg.muted">
          <Box color="brand.fg" flexShrink={0}>
            <Clock size={16} aria-hidden />
          </Box>
          Eerste campagne live binnen {pkg.timeframe}
        </Flex>
      </Stack>
    </Stack>
  );
}
