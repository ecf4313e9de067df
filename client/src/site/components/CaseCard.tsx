import { Link } from 'react-router-dom';
import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import TrendingUp from 'lucide-react/icons/trending-up';
import { formatEuro } from '../content/packages';
import type { CaseStudyCard } from '../content/types';

/** A case study as a card that links to its page: the overview and the case pages' "more cases". */
export function CaseCard({ card }: { card: CaseStudyCard }) {
  const figures = [
    { label: 'Leads per maand', before: String(card.beforeStats.leadsPerMonth), after: String(card.afterStats.leadsPerMonth) },
    { label: 'Kosten per lead', before: formatEuro(card.beforeStats.costPerLead), after: formatEuro(card.afterStats.costPerLead) },
  ];
  return (
    <Flex
      as="article"
      direction="column"
      height="full"
      position="relative"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="2xl"
      p={{ base: '6', md: '7' }}
      transition="box-shadow 200ms, border-color 200ms, translate 200ms"
      _hover={{ boxShadow: 'lg', borderColor: 'brand.border', translate: '0 -2px' }}
      _focusWithin={{ borderColor: 'brand.border' }}
    >
      <Flex align="center" gap="3">
        <Flex boxSize="11" flexShrink={0} align="center" justify="center" borderRadius="xl" bg="brand.subtle" color="brand.fg">
          <card.icon size={22} aria-hidden />
        </Flex>
        <Box>
          <Text textStyle="sm" fontWeight="bold" color="brand.fg">
            {card.industry}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {card.company}
          </Text>
        </Box>
      </Flex>
      <Heading as="h3" size="lg" fontWeight="bold" mt="5" textWrap="pretty">
        {/* The whole card is clickable through this link's stretched ::after. */}
        <Box
          asChild
          _after={{ content: '""', position: 'absolute', inset: '0', borderRadius: '2xl' }}
          focusVisibleRing="outside"
          borderRadius="l1"
        >
          <Link to={card.href}>{card.title}</Link>
        </Box>
      </Heading>
      <Text color="fg.muted" mt="2" textStyle="sm" flex="1">
        {card.description}
      </Text>
      <Grid as="dl" templateColumns="1fr 1fr" gap="3" mt="5">
        {figures.map((figure) => (
          <Box key={figure.label} bg="bg.subtle" borderRadius="lg" px="3" py="2.5">
            <Text as="dt" textStyle="xs" color="fg.muted">
              {figure.label}
            </Text>
            <Text as="dd" fontWeight="bold" mt="0.5">
              <Box as="span" color="fg.muted" fontWeight="medium">
                {figure.before}
              </Box>
              <Box as="span" color="fg.muted" mx="1.5" aria-hidden>
                →
              </Box>
              <Box as="span" srOnly>
                {' naar '}
              </Box>
              <Box as="span" color="green.fg">
                {figure.after}
              </Box>
            </Text>
          </Box>
        ))}
      </Grid>
      <Flex align="center" justify="space-between" mt="5" gap="3">
        <Flex align="center" gap="1.5" textStyle="sm" fontWeight="bold" color="green.fg">
          <TrendingUp size={16} aria-hidden />
          {card.metric}
        </Flex>
        <Flex align="center" gap="1" textStyle="sm" fontWeight="semibold" color="brand.fg" aria-hidden>
          Lees de case <ArrowRight size={16} />
        </Flex>
      </Flex>
    </Flex>
  );
}
