import { Grid } from '@chakra-ui/react';
import { paths } from '../../lib/paths';
import { Seo } from '../../lib/seo/Seo';
import { breadcrumbJsonLd } from '../../lib/seo/jsonLd';
import { caseStudyCards } from '../content/cases';
import { resultsCta, resultsGridSection, resultsHero, resultsMeta, resultsSummary } from '../content/results';
import { CaseCard } from '../components/CaseCard';
import { CtaBanner } from '../components/CtaBanner';
import { PageHero } from '../components/PageHero';
import { Section, SectionHeading } from '../components/Section';
import { StatGrid } from '../components/StatGrid';

export function ResultsPage() {
  return (
    <>
      <Seo
        {...resultsMeta}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: resultsHero.title,
            description: resultsMeta.description,
            url: paths.results.getHref(),
            hasPart: caseStudyCards.map((card) => ({ '@type': 'Article', headline: card.title, url: card.href })),
          },
          breadcrumbJsonLd([
            { name: 'Home', path: paths.home.getHref() },
            { name: 'Resultaten', path: paths.results.getHref() },
          ]),
        ]}
      />
      <PageHero id="resultaten-titel" {...resultsHero} footer={<StatGrid stats={resultsSummary} />} />

      <Section aria-labelledby="cases-titel">
        <SectionHeading id="cases-titel" {...resultsGridSection} />
        <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }} gap="5">
          {caseStudyCards.map((card) => (
            <li key={card.slug}>
              <CaseCard card={card} />
            </li>
          ))}
        </Grid>
      </Section>

      <CtaBanner id="resultaten-cta" {...resultsCta} />
    </>
  );
}
