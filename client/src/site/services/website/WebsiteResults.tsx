import { Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import TrendingUp from 'lucide-react/icons/trending-up';
import { resultsSection, websiteCases } from '../../content/websiteBuilding';
import { Section, SectionHeading } from '../../components/Section';

/** 'Bewezen resultaten': before/after cards of websites we built. */
export function WebsiteResults() {
  return (
    <Section tone="subtle" aria-labelledby="resultaten-titel">
      <SectionHeading id="resultaten-titel" {...resultsSection} />
      <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', lg: 'repeat(3, 1fr)' }} gap="5">
        {websiteCases.map((item) => (
          <Stack
            as="li"
            key={item.title}
            gap="5"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border"
            borderRadius="2xl"
            p={{ base: '6', md: '7' }}
          >
            <Flex align="center" gap="2" color="green.fg" fontWeight="extrabold" textStyle="xl">
              <TrendingUp size={22} aria-hidden style={{ flexShrink: 0 }} />
              {item.improvement}
            </Flex>
            <Heading as="h3" size="lg" fontWeight="bold" mt="-2">
              {item.title}
            </Heading>
            <Grid as="dl" templateColumns="1fr auto 1fr" alignItems="center" gap="3" bg="bg.subtle" borderRadius="xl" p="4">
              <Box>
                <Text as="dt" textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                  Voor
                </Text>
                <Text as="dd" fontWeight="semibold" mt="1">
                  {item.before}
                </Text>
              </Box>
              <Box color="fg.muted" aria-hidden>
                <ArrowRight size={18} />
              </Box>
              <Box>
                <Text as="dt" textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                  Na
                </Text>
                <Text as="dd" fontWeight="bold" color="brand.fg" mt="1">
                  {item.after}
                </Text>
              </Box>
            </Grid>
            <Text color="fg.muted" textStyle="sm" lineHeight="tall">
              {item.description}
            </Text>
          </Stack>
        ))}
      </Grid>
    </Section>
  );
}
