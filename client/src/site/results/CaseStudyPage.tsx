import { use, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Building2 from 'lucide-react/icons/building-2';
import Check from 'lucide-react/icons/check';
import Quote from 'lucide-react/icons/quote';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { CASE_SLUGS, paths, type CaseSlug } from '../../lib/paths';
import { QuickScanButton } from '../../components/QuickScanButton';
import { Seo } from '../../lib/seo/Seo';
import { breadcrumbJsonLd, caseStudyJsonLd } from '../../lib/seo/jsonLd';
import { caseStudyCard, caseStudyCards } from '../content/cases';
import { CASE_CTA_LABEL, CASE_RESULT_MONTHS, casePromises, defineCase } from '../content/caseStudies';
import { loadCaseStory } from '../content/caseStoryLoader';
import type { CaseStudy } from '../content/types';
import { CaseCard } from '../components/CaseCard';
import { CtaBanner } from '../components/CtaBanner';
import { PageHero } from '../components/PageHero';
import { Section, SectionHeading } from '../components/Section';
import { StarRating } from '../components/StarRating';
import { BeforeAfter } from './BeforeAfter';
import { Breadcrumbs } from '../components/Breadcrumbs';

const RELATED_CASE_COUNT = 3;

/** The cases after this one in the list (wrapping around): every case links to three others. */
function relatedCards(slug: CaseSlug) {
  const index = CASE_SLUGS.indexOf(slug);
  return Array.from({ length: RELATED_CASE_COUNT }, (_, offset) => caseStudyCards[(index + offset + 1) % caseStudyCards.length]);
}

function HeroSummary({ study }: { study: CaseStudy }) {
  const card = caseStudyCard(study.slug);
  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="3xl" boxShadow="xl" p={{ base: '6', md: '8' }}>
      <Flex align="center" gap="3">
        <Flex boxSize="12" flexShrink={0} borderRadius="xl" bg="brand.solid" color="brand.contrast" align="center" justify="center">
          <card.icon size={24} aria-hidden />
        </Flex>
        <Box>
          <Text fontWeight="bold">{study.companyName}</Text>
          <Text textStyle="sm" color="fg.muted">
            Resultaat na {CASE_RESULT_MONTHS} maanden
          </Text>
        </Box>
      </Flex>
      <Grid as="dl" templateColumns="1fr 1fr" gap="3" mt="6">
        {[
          { label: 'Leads per maand voor', value: study.beforeStats.leadsPerMonth, after: false },
          { label: 'Leads per maand na', value: study.afterStats.leadsPerMonth, after: true },
        ].map((item) => (
          <Box key={item.label} bg={item.after ? 'green.subtle' : 'bg.subtle'} borderRadius="xl" p="4">
            <Text as="dt" textStyle="xs" color={item.after ? 'green.fg' : 'fg.muted'} fontWeight="semibold">
              {item.label}
            </Text>
            <Text
              as="dd"
              fontSize="4xl"
              fontWeight="extrabold"
              letterSpacing="-0.03em"
              lineHeight="1.1"
              color={item.after ? 'green.fg' : 'fg'}
            >
              {item.value}
            </Text>
          </Box>
        ))}
      </Grid>
      <Flex mt="4" align="center" gap="2" textStyle="sm" fontWeight="bold" color="green.fg">
        <Check size={16} strokeWidth={3} aria-hidden />
        {card.metric}
      </Flex>
    </Box>
  );
}

/** One template for all nine case pages (docs/architecture.md): the record comes from the URL. */
export function CaseStudyPage() {
  // The route table serves only the nine slugs (others get the not-found page); each page loads
  // only its own record (already there on first render, suspending on a later navigation).
  const slug = useParams().slug as CaseSlug;
  const story = use(loadCaseStory(slug));
  const study = useMemo(() => defineCase(slug, story), [slug, story]);
  const path = paths.caseStudy.getHref(study.slug);

  return (
    <>
      <Seo
        {...study.meta}
        ogType="article"
        jsonLd={[
          caseStudyJsonLd({
            title: study.heroTitle,
            description: study.meta.description,
            path,
            industry: study.industry,
            clientName: study.companyName,
          }),
          breadcrumbJsonLd([
            { name: 'Home', path: paths.home.getHref() },
            { name: 'Resultaten', path: paths.results.getHref() },
            { name: study.industry, path },
          ]),
        ]}
      />
      <PageHero
        id="case-titel"
        top={<Breadcrumbs trail={[{ label: 'Resultaten', href: paths.results.getHref() }]} current={study.industry} mb="6" />}
        eyebrow={
          <Box
            as="span"
            display="inline-block"
            bg="brand.subtle"
            borderWidth="1px"
            borderColor="brand.border"
            borderRadius="full"
            px="3"
            py="1"
            letterSpacing="wide"
          >
            {study.industry} Case Study
          </Box>
        }
        title={study.heroTitle}
        subtitle={study.heroSubtitle}
        aside={<HeroSummary study={study} />}
      >
        <QuickScanButton
          label={CASE_CTA_LABEL}
          size="xl"
          mt="8"
          icon={<ArrowRight aria-hidden />}
          boxShadow="md"
          width={{ base: 'full', sm: 'auto' }}
        />
      </PageHero>

      <Section aria-labelledby="bedrijf-titel">
        <Grid templateColumns={{ base: '1fr', lg: '0.8fr 1.2fr' }} gap={{ base: '6', lg: '10' }} alignItems="stretch">
          <Box bg="bg.subtle" borderWidth="1px" borderColor="border" borderRadius="2xl" p={{ base: '6', md: '8' }}>
            <Flex align="center" gap="3" color="brand.fg">
              <Building2 size={22} aria-hidden />
              <Text textStyle="sm" fontWeight="bold" letterSpacing="wider" textTransform="uppercase">
                Het bedrijf
              </Text>
            </Flex>
            <Heading as="h2" id="bedrijf-titel" size="2xl" fontWeight="extrabold" mt="4">
              {study.companyName}
            </Heading>
            <Stack as="dl" gap="3" mt="5" textStyle="sm">
              <Box>
                <Text as="dt" color="fg.muted">
                  Vakgebied
                </Text>
                <Text as="dd" fontWeight="semibold">
                  {study.industry}
                </Text>
              </Box>
              <Box>
                <Text as="dt" color="fg.muted">
                  Onze inzet
                </Text>
                <Text as="dd" fontWeight="semibold">
                  {caseStudyCard(study.slug).description}
                </Text>
              </Box>
              <Box>
                <Text as="dt" color="fg.muted">
                  Resultaat
                </Text>
                <Text as="dd" fontWeight="semibold" color="green.fg">
                  {caseStudyCard(study.slug).metric} in {CASE_RESULT_MONTHS} maanden
                </Text>
              </Box>
            </Stack>
          </Box>
          <Box>
            <Flex align="center" gap="3" color="orange.fg">
              <TriangleAlert size={22} aria-hidden />
              <Heading as="h3" textStyle="sm" fontWeight="bold" letterSpacing="wider" textTransform="uppercase" color="orange.fg">
                De uitdaging
              </Heading>
            </Flex>
            <Text mt="4" textStyle={{ base: 'md', md: 'lg' }} color="fg.muted" textWrap="pretty">
              {study.challenge}
            </Text>
          </Box>
        </Grid>
      </Section>

      <Section tone="subtle" aria-labelledby="resultaten-case-titel">
        <SectionHeading
          id="resultaten-case-titel"
          eyebrow="De resultaten"
          title={`Wat ${study.companyName} heeft bereikt`}
          intro={`Gemeten na ${CASE_RESULT_MONTHS} maanden samenwerking, vergeleken met de periode ervoor.`}
        />
        <Grid as="ul" listStyleType="none" templateColumns={{ base: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap={{ base: '3', md: '5' }}>
          {study.results.map((result) => (
            <Stack
              as="li"
              key={result.label}
              gap={{ base: '2', md: '3' }}
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border"
              borderRadius="2xl"
              p={{ base: '4', md: '6' }}
            >
              <Flex boxSize={{ base: '9', md: '11' }} align="center" justify="center" borderRadius="xl" bg="brand.subtle" color="brand.fg">
                <result.icon size={20} aria-hidden />
              </Flex>
              <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="extrabold" letterSpacing="-0.03em" lineHeight="1.1">
                {result.metric}
              </Text>
              <Text fontWeight="semibold" mt="-1" textStyle={{ base: 'sm', md: 'md' }}>
                {result.label}
              </Text>
              <Text textStyle={{ base: 'xs', md: 'sm' }} fontWeight="semibold" color="green.fg">
                {result.improvement}
              </Text>
            </Stack>
          ))}
        </Grid>
        <BeforeAfter before={study.beforeStats} after={study.afterStats} />
      </Section>

      <Section aria-labelledby="aanpak-titel">
        <SectionHeading
          id="aanpak-titel"
          eyebrow="Stap voor stap"
          title="Onze Aanpak"
          intro={`Zo hebben we het voor ${study.companyName} aangepakt.`}
        />
        <Grid as="ol" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap="5">
          {study.process.map((step) => (
            <Stack
              as="li"
              key={step.step}
              gap="3"
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border"
              borderRadius="2xl"
              p="6"
              position="relative"
            >
              <Flex justify="space-between" align="center">
                <Flex
                  boxSize="10"
                  borderRadius="full"
                  bg="brand.solid"
                  color="brand.contrast"
                  align="center"
                  justify="center"
                  fontWeight="extrabold"
                >
                  <Box as="span" srOnly>
                    Stap{' '}
                  </Box>
                  {step.step}
                </Flex>
                <Text textStyle="xs" fontWeight="bold" color="brand.fg" bg="brand.subtle" px="2.5" py="1" borderRadius="full">
                  {step.duration}
                </Text>
              </Flex>
              <Heading as="h3" size="lg" fontWeight="bold" mt="2">
                {step.title}
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                {step.description}
              </Text>
            </Stack>
          ))}
        </Grid>
      </Section>

      <Section tone="brand" aria-labelledby="ervaring-titel">
        <Heading as="h2" id="ervaring-titel" srOnly>
          Ervaring van {study.testimonial.author}
        </Heading>
        <Box as="figure" maxW="4xl" mx="auto" textAlign="center">
          <Flex justify="center" color="brand.fg">
            <Quote size={40} aria-hidden />
          </Flex>
          <Flex justify="center" mt="4">
            <StarRating rating={5} />
          </Flex>
          <Text
            as="blockquote"
            mt="6"
            fontSize={{ base: 'xl', md: '3xl' }}
            fontWeight="semibold"
            lineHeight="1.4"
            letterSpacing="-0.015em"
            textWrap="balance"
          >
            “{study.testimonial.quote}”
          </Text>
          <Box as="figcaption" mt="8">
            <Text fontWeight="bold">{study.testimonial.author}</Text>
            <Text color="fg.muted" textStyle="sm">
              {study.testimonial.role}, {study.testimonial.company}
            </Text>
          </Box>
        </Box>
      </Section>

      <CtaBanner
        id="case-cta"
        title="Dit resultaat ook voor jouw bedrijf?"
        text="Vraag een gratis campagne-audit aan. We laten zien waar jouw kansen liggen en welk resultaat haalbaar is."
        button={CASE_CTA_LABEL}
        promises={casePromises}
        note={`De resultaten in deze case zijn behaald binnen ${CASE_RESULT_MONTHS} maanden na de start van de campagnes.`}
      />

      <Section tone="subtle" aria-labelledby="meer-cases-titel">
        <SectionHeading id="meer-cases-titel" eyebrow="Meer resultaten" title="Bekijk ook deze cases" />
        <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }} gap="5">
          {relatedCards(study.slug).map((card) => (
            <li key={card.slug}>
              <CaseCard card={card} />
            </li>
          ))}
        </Grid>
      </Section>
    </>
  );
}
