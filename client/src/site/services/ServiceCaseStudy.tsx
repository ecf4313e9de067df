import { Link } from 'react-router-dom';
import { Box, Button, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { caseStudyCard, growthPercent, reductionPercent } from '../content/cases';
import { formatEuro } from '../content/packages';
import type { ServicePageContent } from '../content/types';
import { Section, SectionHeading } from '../components/Section';
import { SERVICE_SECTION_IDS } from '../content/services';

interface FigureRow {
  label: string;
  before: string;
  after: string;
  change: string;
}

/** The case a service page highlights: its story here, its figures from the case's card. */
export function ServiceCaseStudy({ caseStudy }: { caseStudy: ServicePageContent['caseStudy'] }) {
  const card = caseStudyCard(caseStudy.slug);
  const { beforeStats: before, afterStats: after } = card;
  const rows: FigureRow[] = [
    {
      label: 'Leads per maand',
      before: String(before.leadsPerMonth),
      after: String(after.leadsPerMonth),
      change: `+${growthPercent(before.leadsPerMonth, after.leadsPerMonth)}%`,
    },
    {
      label: 'Kosten per lead',
      before: formatEuro(before.costPerLead),
      after: formatEuro(after.costPerLead),
      change: `-${reductionPercent(before.costPerLead, after.costPerLead)}%`,
    },
    {
      label: 'Conversieratio',
      before: `${before.conversionRate}%`,
      after: `${after.conversionRate}%`,
      change: `+${after.conversionRate - before.conversionRate} procentpunt`,
    },
  ];

  return (
    <Section id={SERVICE_SECTION_IDS.caseStudy} aria-labelledby="case-titel">
      <SectionHeading id="case-titel" eyebrow={caseStudy.eyebrow} title={caseStudy.title} intro={caseStudy.intro} />
      <Grid
        templateColumns={{ base: '1fr', lg: '1fr 1fr' }}
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="3xl"
        boxShadow="lg"
        overflow="hidden"
      >
        <Stack gap="5" p={{ base: '6', md: '10' }}>
          <Flex align="center" gap="3">
            <Flex boxSize="12" borderRadius="xl" bg="brand.subtle" color="brand.fg" align="center" justify="center" flexShrink={0}>
              <card.icon size={24} aria-hidden />
            </Flex>
            <Box>
              <Heading as="h3" size="lg" fontWeight="bold">
                {card.company}
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                {card.industry}
              </Text>
            </Box>
          </Flex>
          <Text color="fg.muted" lineHeight="tall">
            {caseStudy.summary}
          </Text>
          <Stack as="ul" gap="3" listStyleType="none">
            {caseStudy.approach.map((line) => (
              <Flex as="li" key={line} gap="3" align="flex-start">
                <Box color="green.fg" mt="0.5" flexShrink={0}>
                  <BadgeCheck size={18} aria-hidden />
                </Box>
                <Text textStyle="sm">{line}</Text>
              </Flex>
            ))}
          </Stack>
          <Button asChild variant="outline" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} mt="2">
            <Link to={card.href}>
              Lees de volledige case
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </Stack>
        <Box
          bg="bg.subtle"
          borderTopWidth={{ base: '1px', lg: '0' }}
          borderLeftWidth={{ base: '0', lg: '1px' }}
          borderColor="border"
          p={{ base: '6', md: '10' }}
        >
          <Text textStyle="sm" fontWeight="bold" letterSpacing="wider" textTransform="uppercase" color="fg.muted">
            Resultaat na 3 maanden
          </Text>
          <chakra.table width="full" mt="5" textAlign="left" borderCollapse="collapse">
            <chakra.caption srOnly>Cijfers van {card.company} voor en na de samenwerking</chakra.caption>
            <thead>
              <chakra.tr textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                <chakra.th scope="col" fontWeight="semibold" pb="3">
                  <Box as="span" srOnly>
                    Cijfer
                  </Box>
                </chakra.th>
                <chakra.th scope="col" fontWeight="semibold" pb="3" textAlign="right">
                  Voor
                </chakra.th>
                <chakra.th scope="col" fontWeight="semibold" pb="3" textAlign="right">
                  Na
                </chakra.th>
              </chakra.tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <chakra.tr key={row.label} borderTopWidth="1px" borderColor="border">
                  <chakra.th scope="row" fontWeight="medium" py="4" pr="3">
                    {row.label}
                    <Text textStyle="xs" fontWeight="bold" color="green.fg" mt="0.5">
                      {row.change}
                    </Text>
                  </chakra.th>
                  <chakra.td
                    py="4"
                    textAlign="right"
                    color="fg.muted"
                    textStyle={{ base: 'lg', md: 'xl' }}
                    fontWeight="semibold"
                    whiteSpace="nowrap"
                  >
                    {row.before}
                  </chakra.td>
                  <chakra.td
                    py="4"
                    pl="4"
                    textAlign="right"
                    textStyle={{ base: '2xl', md: '3xl' }}
                    fontWeight="extrabold"
                    color="brand.fg"
                    whiteSpace="nowrap"
                  >
                    {row.after}
                  </chakra.td>
                </chakra.tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      </Grid>
    </Section>
  );
}
