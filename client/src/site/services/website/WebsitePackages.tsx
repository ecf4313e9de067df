import { Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import Check from 'lucide-react/icons/check';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { QuickScanButton } from '../../../components/QuickScanButton';
import { formatEuro, websitePackages } from '../../content/packages';
import type { WebsitePackage } from '../../content/types';
import { packageGuarantees, packagesSection, WEBSITE_SECTION_IDS } from '../../content/websiteBuilding';
import { Section, SectionHeading } from '../../components/Section';

function WebsitePackageCard({ pkg }: { pkg: WebsitePackage }) {
  const headingId = `pakket-${pkg.name.toLowerCase().replace(/\s+/g, '-')}`;
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
        <Heading as="h3" id={headingId} size="xl" fontWeight="bold">
          {pkg.name}
        </Heading>
        <Text color="fg.muted" mt="2" minH={{ md: '3rem' }}>
          {pkg.description}
        </Text>
      </Box>
      <Box>
        <Flex align="baseline" gap="1.5">
          <Text as="span" fontSize={{ base: '4xl', md: '5xl' }} fontWeight="extrabold" letterSpacing="-0.03em" lineHeight="1">
            {formatEuro(pkg.price)}
          </Text>
          <Text as="span" color="fg.muted" fontWeight="medium">
            eenmalig
          </Text>
        </Flex>
        <Text textStyle="sm" color="fg.muted" mt="3">
          Live binnen {pkg.timeline}
        </Text>
      </Box>
      <QuickScanButton label={`Kies ${pkg.name}`} size="lg" variant={pkg.popular ? 'solid' : 'outline'} width="full" />
      <Stack as="ul" gap="3" listStyleType="none" flex="1">
        {pkg.features.map((feature) => (
          <Flex as="li" key={feature} gap="3" align="flex-start">
            <Flex boxSize="5" mt="0.5" flexShrink={0} borderRadius="full" bg="green.subtle" color="green.fg" align="center" justify="center">
              <Check size={13} strokeWidth={3} aria-hidden />
            </Flex>
            <Text textStyle="sm">{feature}</Text>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}

export function WebsitePackages() {
  return (
    <Section id={WEBSITE_SECTION_IDS.packages} aria-labelledby="pakketten-titel">
      <SectionHeading id="pakketten-titel" {...packagesSection} />
      <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap={{ base: '8', md: '6' }} maxW="5xl" mx="auto">
        {websitePackages.map((pkg) => (
          <Box as="li" key={pkg.name}>
            <WebsitePackageCard pkg={pkg} />
          </Box>
        ))}
      </Grid>
      <Grid
        as="ul"
        listStyleType="none"
        templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }}
        gap="3"
        mt="10"
        maxW="5xl"
        mx="auto"
        bg="green.subtle"
        borderWidth="1px"
        borderColor="green.border"
        borderRadius="xl"
        p={{ base: '5', md: '6' }}
      >
        {packageGuarantees.map((guarantee) => (
          <Flex as="li" key={guarantee} gap="2.5" align="flex-start" textStyle="sm" fontWeight="medium">
            <Box color="green.fg" flexShrink={0} mt="0.5">
              <ShieldCheck size={18} aria-hidden />
            </Box>
            {guarantee}
          </Flex>
        ))}
      </Grid>
    </Section>
  );
}
