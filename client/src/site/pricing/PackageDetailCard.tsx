import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import Clock from 'lucide-react/icons/clock';
import ShieldCheck from 'lucide-react/icons/shield-check';
import TrendingUp from 'lucide-react/icons/trending-up';
import { formatEuro, HOURLY_RATE } from '../content/packages';
import type { Package } from '../content/types';
import { CheckList, IdealFor, PackageCard } from '../components/PackageCard';

/** A package with everything it includes: /tarieven (the home page shows the short AdPackageCard). */
export function PackageDetailCard({ pkg }: { pkg: Package }) {
  return (
    <PackageCard
      headingId={`pakket-detail-${pkg.name.toLowerCase()}`}
      name={pkg.name}
      description={pkg.description}
      popular={pkg.popular}
      price={pkg.price}
      priceUnit="per maand"
      ctaLabel={`Start met ${pkg.name}`}
      prominent
      descriptionMinH={{ lg: '4.5rem' }}
      priceDetails={
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
      }
    >
      <Box>
        <Text fontWeight="bold" textStyle="sm" mb="3">
          Wat je krijgt
        </Text>
        <CheckList items={pkg.features} gap="2.5" />
      </Box>

      <Box>
        <Text fontWeight="bold" textStyle="sm" mb="3">
          Wat je mag verwachten
        </Text>
        <CheckList items={pkg.results} icon={TrendingUp} palette="brand" gap="2.5" />
      </Box>

      <Stack gap="3" mt="auto" bg="bg.subtle" borderRadius="xl" p="4" textStyle="sm">
        <IdealFor>{pkg.idealFor}</IdealFor>
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
    </PackageCard>
  );
}
