import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import Info from 'lucide-react/icons/info';
import { pricingSection } from '../content/home';
import { adPackages } from '../content/packages';
import { PackageCard } from '../components/PackageCard';
import { Section, SectionHeading } from '../components/Section';

/** Anchor `pricing`: the navbar and other pages link to /#pricing. */
export const PRICING_SECTION_ID = 'pricing';

export function PricingSection() {
  return (
    <Section id={PRICING_SECTION_ID} aria-labelledby="tarieven-titel">
      <SectionHeading id="tarieven-titel" {...pricingSection} />
      <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', lg: 'repeat(3, 1fr)' }} gap={{ base: '8', lg: '6' }} alignItems="stretch">
        {adPackages.map((pkg) => (
          <Box as="li" key={pkg.name}>
            <PackageCard pkg={pkg} />
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
          {pricingSection.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Stack>
      </Flex>
    </Section>
  );
}
