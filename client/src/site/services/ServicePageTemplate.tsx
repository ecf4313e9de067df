import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import Lightbulb from 'lucide-react/icons/lightbulb';
import { paths } from '../../lib/paths';
import { Seo } from '../../lib/seo/Seo';
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd, type JsonLd } from '../../lib/seo/jsonLd';
import { CtaBanner } from '../components/CtaBanner';
import { FaqList } from '../components/FaqList';
import { FeatureCard } from '../components/FeatureCard';
import { AdPackageGrid } from '../components/PackageCard';
import { ProcessSteps } from '../components/ProcessSteps';
import { Section, SectionHeading } from '../components/Section';
import { SERVICE_SECTION_IDS } from '../content/services';
import type { ServicePageContent } from '../content/types';
import { ServiceCaseStudy } from './ServiceCaseStudy';
import { ServiceHero } from './ServiceHero';

function structuredData(content: ServicePageContent): JsonLd[] {
  return [
    serviceJsonLd({
      name: content.name,
      description: content.meta.description,
      path: content.path,
      serviceType: content.serviceType,
      offers: content.pricing?.packages.map((pkg) => ({
        name: `${content.name} ${pkg.name}`,
        price: pkg.price,
        description: pkg.description,
        billingPeriod: 'MON' as const,
      })),
    }),
    breadcrumbJsonLd([
      { name: 'Home', path: paths.home.getHref() },
      { name: content.name, path: content.path },
    ]),
    faqJsonLd(content.faq.items),
  ];
}

/**
 * The Google Ads, Facebook Ads and conversion-optimisation pages: one layout, three records
 * (content/services.ts). Section order: benefits, services, case study,
 * process, packages (advertising pages only), then the call to start a free audit.
 */
export function ServicePageTemplate({ content }: { content: ServicePageContent }) {
  const { benefits, services, callout, process, pricing, faq, cta } = content;
  return (
    <>
      <Seo {...content.meta} jsonLd={structuredData(content)} />
      <ServiceHero content={content} />

      <Section aria-labelledby="voordelen-titel">
        <SectionHeading id="voordelen-titel" {...benefits} />
        <Grid as="ul" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap="5">
          {benefits.items.map((item) => (
            <FeatureCard key={item.title} item={item} />
          ))}
        </Grid>
      </Section>

      <Section tone="subtle" aria-labelledby="diensten-titel">
        <SectionHeading id="diensten-titel" {...services} />
        <Grid as="ul" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="5">
          {services.items.map((item) => (
            <FeatureCard key={item.title} item={item} />
          ))}
        </Grid>
        <Flex
          as="aside"
          aria-label={callout.title}
          mt="10"
          gap="4"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="orange.border"
          borderLeftWidth="4px"
          borderLeftColor="orange.solid"
          borderRadius="2xl"
          p={{ base: '5', md: '7' }}
          maxW="4xl"
          mx="auto"
        >
          <Flex boxSize="10" borderRadius="lg" bg="orange.subtle" color="orange.fg" align="center" justify="center" flexShrink={0}>
            <Lightbulb size={20} aria-hidden />
          </Flex>
          <Box>
            <Text fontWeight="bold">{callout.title}</Text>
            <Text mt="1" color="fg.muted">
              {callout.text}
            </Text>
          </Box>
        </Flex>
      </Section>

      <ServiceCaseStudy caseStudy={content.caseStudy} />

      <Section id={SERVICE_SECTION_IDS.process} tone="subtle" aria-labelledby="werkwijze-titel">
        <SectionHeading id="werkwijze-titel" {...process} />
        <ProcessSteps steps={process.steps} />
      </Section>

      {pricing && (
        <Section id={SERVICE_SECTION_IDS.packages} aria-labelledby="pakketten-titel">
          <SectionHeading id="pakketten-titel" {...pricing} />
          <AdPackageGrid packages={pricing.packages} notes={pricing.notes} />
        </Section>
      )}

      <Section tone={pricing ? 'subtle' : 'default'} aria-labelledby="faq-titel">
        <SectionHeading id="faq-titel" {...faq} />
        <FaqList items={faq.items} />
      </Section>

      <CtaBanner id="audit-titel" {...cta} />
    </>
  );
}
