import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { websitePackages } from '../../content/packages';
import type { WebsitePackage } from '../../content/types';
import { packageGuarantees, packagesSection, WEBSITE_SECTION_IDS } from '../../content/websiteBuilding';
import { CheckList, PackageCard } from '../../components/PackageCard';
import { Section, SectionHeading } from '../../components/Section';

function WebsitePackageCard({ pkg }: { pkg: WebsitePackage }) {
  return (
    <PackageCard
      headingId={`pakket-${pkg.name.toLowerCase().replace(/\s+/g, '-')}`}
      name={pkg.name}
      description={pkg.description}
      popular={pkg.popular}
      price={pkg.price}
      priceUnit="eenmalig"
      ctaLabel={`Kies ${pkg.name}`}
      descriptionMinH={{ md: '3rem' }}
      priceDetails={
        <Text textStyle="sm" color="fg.muted" mt="3">
          Live binnen {pkg.timeline}
        </Text>
      }
    >
      <CheckList items={pkg.features} gap="3" flex="1" />
    </PackageCard>
  );
}

export function WebsitePackages() {
  return (
    <Section id={WEBSITE_SECTION_IDS.packages} aria-labelledby="pakketten-titel">
      <SectionHeading id="pakketten-titel" {...packagesSection} />
      <Grid
        as="ul"
        listStyleType="none"
        templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }}
        gap={{ base: '8', md: '6' }}
        maxW="5xl"
        mx="auto"
      >
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
