import { Link } from 'react-router-dom';
import { Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Quote from 'lucide-react/icons/quote';
import { paths } from '../../lib/paths';
import { QuickScanButton } from '../../components/QuickScanButton';
import { company } from '../../lib/company';
import { Seo } from '../../lib/seo/Seo';
import { breadcrumbJsonLd } from '../../lib/seo/jsonLd';
import {
  aboutCta,
  aboutHero,
  aboutMeta,
  aboutStats,
  mission,
  statsSection,
  timeline,
  timelineSection,
  values,
  valuesSection,
} from '../content/about';
import { CtaBanner } from '../components/CtaBanner';
import { FeatureCard } from '../components/FeatureCard';
import { PageHero } from '../components/PageHero';
import { Section, SectionHeading } from '../components/Section';
import { StatGrid } from '../components/StatGrid';
import { Timeline } from './Timeline';

export function AboutPage() {
  return (
    <>
      <Seo
        {...aboutMeta}
        jsonLd={[
          breadcrumbJsonLd([
            { name: 'Home', path: paths.home.getHref() },
            { name: 'Over ons', path: paths.about.getHref() },
          ]),
        ]}
      />
      <PageHero
        id="over-ons-titel"
        {...aboutHero}
        aside={
          <Box as="section" aria-labelledby="cijfers-titel">
            <Heading
              as="h2"
              id="cijfers-titel"
              textStyle="sm"
              fontWeight="bold"
              letterSpacing="wider"
              textTransform="uppercase"
              color="brand.fg"
              mb="4"
            >
              {statsSection.title}
            </Heading>
            <StatGrid stats={aboutStats} columns={2} />
          </Box>
        }
      >
        <Flex mt="8" gap="3" direction={{ base: 'column', sm: 'row' }}>
          <QuickScanButton label="Gratis campagne-audit" size="xl" icon={<ArrowRight aria-hidden />} boxShadow="md" />
          <Button asChild size="xl" variant="outline" colorPalette="gray" bg="bg.panel">
            <Link to={paths.results.getHref()}>Bekijk onze resultaten</Link>
          </Button>
        </Flex>
      </PageHero>

      <Section aria-labelledby="missie-titel">
        <Grid templateColumns={{ base: '1fr', lg: '1.1fr 0.9fr' }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Box>
            <SectionHeading id="missie-titel" align="start" eyebrow={mission.eyebrow} title={mission.title} />
            <Stack gap="5" mt="-4" textStyle={{ base: 'md', md: 'lg' }} color="fg.muted">
              {mission.paragraphs.map((paragraph) => (
                <Text key={paragraph} textWrap="pretty">
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </Box>
          <Box as="figure" bg="brand.subtle" borderWidth="1px" borderColor="brand.border" borderRadius="3xl" p={{ base: '8', md: '10' }}>
            <Box color="brand.fg">
              <Quote size={36} aria-hidden />
            </Box>
            <Text
              as="blockquote"
              mt="5"
              fontSize={{ base: '2xl', md: '3xl' }}
              fontWeight="bold"
              lineHeight="1.25"
              letterSpacing="-0.02em"
              textWrap="balance"
            >
              {mission.quote}
            </Text>
            <Text as="figcaption" mt="6" color="fg.muted" fontWeight="medium">
              Het team van {company.name}, sinds {company.foundingYear} in {company.address.locality}
            </Text>
          </Box>
        </Grid>
      </Section>

      <Section tone="subtle" aria-labelledby="waarden-titel">
        <SectionHeading id="waarden-titel" {...valuesSection} />
        <Grid as="ul" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap="5">
          {values.map((value) => (
            <FeatureCard key={value.title} item={value} />
          ))}
        </Grid>
      </Section>

      <Section tone="subtle" aria-labelledby="verhaal-titel">
        <SectionHeading id="verhaal-titel" {...timelineSection} />
        <Timeline items={timeline} />
      </Section>

      <CtaBanner id="over-ons-cta" {...aboutCta} />
    </>
  );
}
