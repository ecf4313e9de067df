import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import PhoneCall from 'lucide-react/icons/phone-call';
import TrendingUp from 'lucide-react/icons/trending-up';
import { caseStudyCard, growthPercent } from '../content/cases';
import { formatEuro } from '../content/packages';

const roofing = caseStudyCard('dakdekker-leads');
/** Monthly leads of the roofing case, month 0 to 6 (ends at its after-figure). */
const MONTHLY_LEADS = [5, 9, 16, 24, 31, 38, roofing.afterStats.leadsPerMonth];
const RECENT_LEADS = [
  { job: 'Daklekkage, spoed', place: 'Haarlem', when: '2 min geleden' },
  { job: 'Offerte dakkapel', place: 'Heemstede', when: '48 min geleden' },
  { job: 'Nieuwe dakgoten', place: 'Zandvoort', when: '2 uur geleden' },
];

/**
 * An illustration of what a client sees: the roofing case's figures as a campaign dashboard.
 * Drawn with boxes instead of an image, so it is sharp, themed and costs no download.
 */
export function HeroDashboard() {
  const max = Math.max(...MONTHLY_LEADS);
  return (
    <Box
      role="img"
      aria-label={`Voorbeeld van een campagnedashboard: ${roofing.afterStats.leadsPerMonth} aanvragen per maand voor ${roofing.company}`}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="2xl"
      boxShadow="xl"
      p="6"
    >
      <Box aria-hidden>
        <Flex justify="space-between" align="center">
          <Box>
            <Text textStyle="xs" color="fg.muted" fontWeight="medium">
              Campagne-overzicht
            </Text>
            <Text fontWeight="bold">{roofing.company}</Text>
          </Box>
          <Flex
            align="center"
            gap="1.5"
            textStyle="xs"
            fontWeight="semibold"
            color="green.fg"
            bg="green.subtle"
            px="2.5"
            py="1"
            borderRadius="full"
          >
            <Box boxSize="1.5" borderRadius="full" bg="green.solid" />
            Live
          </Flex>
        </Flex>
        <Grid templateColumns="1fr 1fr" gap="3" mt="5">
          <Box bg="bg.muted" borderRadius="xl" p="4">
            <Text textStyle="xs" color="fg.muted">
              Aanvragen deze maand
            </Text>
            <Text fontSize="3xl" fontWeight="extrabold" letterSpacing="-0.02em">
              {roofing.afterStats.leadsPerMonth}
            </Text>
            <Flex align="center" gap="1" textStyle="xs" fontWeight="bold" color="green.fg">
              <TrendingUp size={14} />+{growthPercent(roofing.beforeStats.leadsPerMonth, roofing.afterStats.leadsPerMonth)}%
            </Flex>
          </Box>
          <Box bg="bg.muted" borderRadius="xl" p="4">
            <Text textStyle="xs" color="fg.muted">
              Kosten per lead
            </Text>
            <Text fontSize="3xl" fontWeight="extrabold" letterSpacing="-0.02em">
              {formatEuro(roofing.afterStats.costPerLead)}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              was {formatEuro(roofing.beforeStats.costPerLead)}
            </Text>
          </Box>
        </Grid>
        <Flex mt="5" height="28" align="flex-end" gap="2">
          {MONTHLY_LEADS.map((leads, index) => (
            <Box
              key={index}
              flex="1"
              height={`${Math.round((leads / max) * 100)}%`}
              borderRadius="md"
              bg={index === MONTHLY_LEADS.length - 1 ? 'brand.solid' : 'brand.emphasized'}
            />
          ))}
        </Flex>
        <Stack mt="5" gap="2">
          {RECENT_LEADS.map((lead) => (
            <Flex key={lead.job} align="center" gap="3" borderWidth="1px" borderColor="border" borderRadius="lg" px="3" py="2.5">
              <Flex boxSize="8" borderRadius="full" bg="brand.subtle" color="brand.fg" align="center" justify="center" flexShrink={0}>
                <PhoneCall size={15} />
              </Flex>
              <Box flex="1" minW="0">
                <Text textStyle="sm" fontWeight="semibold" truncate>
                  {lead.job}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {lead.place}
                </Text>
              </Box>
              <Text textStyle="xs" color="fg.muted" flexShrink={0}>
                {lead.when}
              </Text>
            </Flex>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
