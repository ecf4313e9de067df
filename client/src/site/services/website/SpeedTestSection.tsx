import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { speedClaims, speedTestSection, WEBSITE_SECTION_IDS } from '../../content/websiteBuilding';
import { Section, SectionHeading } from '../../components/Section';
import { Island } from '../../islands/Island';
import { SpeedTestIsland } from './SpeedTestIsland';

/** The free website speed test (its request goes through submitSpeedTest, issue 5's seam). */
export function SpeedTestSection() {
  return (
    <Section id={WEBSITE_SECTION_IDS.speedTest} tone="brand" aria-labelledby="snelheidstest-titel">
      <Grid templateColumns={{ base: '1fr', lg: '1.25fr 0.75fr' }} gap={{ base: '10', lg: '14' }} alignItems="center">
        <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="3xl" boxShadow="lg" p={{ base: '6', md: '10' }}>
          <SectionHeading id="snelheidstest-titel" align="start" {...speedTestSection} />
          <Box mt={{ base: '-4', md: '-6' }}>
            <Island name="speedTest" component={SpeedTestIsland} props={{}} />
          </Box>
        </Box>
        <Stack as="dl" gap="4">
          {speedClaims.map((claim) => (
            <Stack key={claim.value} gap="1" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="2xl" px="6" py="5">
              <Text as="dt" order={2} color="fg.muted">
                {claim.label}
              </Text>
              <Text
                as="dd"
                order={1}
                fontSize={{ base: '3xl', md: '4xl' }}
                fontWeight="extrabold"
                letterSpacing="-0.02em"
                lineHeight="1.1"
                color="brand.fg"
              >
                {claim.value}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Grid>
    </Section>
  );
}
