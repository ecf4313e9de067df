import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import TrendingUp from 'lucide-react/icons/trending-up';
import { paths } from '../../lib/paths';
import { caseStudyCards } from '../content/cases';
import { DROPDOWN_CASE_COUNT, serviceNavItems } from '../content/navigation';

const cardLinkStyles = {
  display: 'flex',
  gap: '3',
  p: '3',
  borderRadius: 'l2',
  transition: 'backgrounds',
  transitionDuration: 'fast',
  _hover: { bg: 'bg.muted' },
  focusVisibleRing: 'inside',
} as const;

/** 'Diensten': the four services with what each delivers. */
export function ServicesMenuPanel() {
  return (
    <Grid as="ul" templateColumns="repeat(2, minmax(0, 1fr))" gap="1" listStyleType="none">
      {serviceNavItems.map((service) => (
        <li key={service.href}>
          <Box asChild {...cardLinkStyles}>
            <a href={service.href}>
              <Flex flexShrink={0} boxSize="10" align="center" justify="center" borderRadius="l2" bg="brand.subtle" color="brand.fg">
                <service.icon size={20} aria-hidden />
              </Flex>
              <Box>
                <Text fontWeight="semibold" color="fg">
                  {service.title}
                </Text>
                <Text textStyle="sm" color="fg.muted" mt="0.5">
                  {service.description}
                </Text>
                <Text textStyle="xs" fontWeight="semibold" color="green.fg" mt="1.5">
                  {service.result}
                </Text>
              </Box>
            </a>
          </Box>
        </li>
      ))}
    </Grid>
  );
}

/** 'Resultaten': a link to every case study plus six case cards with their headline figure. */
export function ResultsMenuPanel() {
  return (
    <Box>
      <Box asChild {...cardLinkStyles} alignItems="center" justifyContent="space-between" bg="brand.subtle" mb="2">
        <a href={paths.results.getHref()}>
          <Box>
            <Text fontWeight="semibold" color="fg">
              Alle resultaten bekijken
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {caseStudyCards.length} bewezen cases uit de bouw en installatie
            </Text>
          </Box>
          <Box color="brand.fg">
            <ArrowRight size={20} aria-hidden />
          </Box>
        </a>
      </Box>
      <Grid as="ul" templateColumns="repeat(3, minmax(0, 1fr))" gap="1" listStyleType="none">
        {caseStudyCards.slice(0, DROPDOWN_CASE_COUNT).map((caseStudy) => (
          <li key={caseStudy.href}>
            <Box asChild {...cardLinkStyles} flexDirection="column" gap="1" height="full">
              <a href={caseStudy.href}>
                <Flex align="center" gap="2" color="fg">
                  <Box color="brand.fg" flexShrink={0}>
                    <caseStudy.icon size={16} aria-hidden />
                  </Box>
                  <Text fontWeight="semibold" textStyle="sm">
                    {caseStudy.industry}
                  </Text>
                </Flex>
                <Text textStyle="xs" color="fg.muted" lineClamp={2}>
                  {caseStudy.description}
                </Text>
                <Flex align="center" gap="1" textStyle="xs" fontWeight="bold" color="green.fg" mt="auto">
                  <TrendingUp size={14} aria-hidden />
                  {caseStudy.metric}
                </Flex>
              </a>
            </Box>
          </li>
        ))}
      </Grid>
    </Box>
  );
}
