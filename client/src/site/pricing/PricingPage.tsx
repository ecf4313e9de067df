import { Box, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import Info from 'lucide-react/icons/info';
import { paths } from '../../lib/paths';
import { Seo } from '../../lib/seo/Seo';
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from '../../lib/seo/jsonLd';
import { adPackages, formatEuro, HOURLY_RATE } from '../content/packages';
import {
  packagesSection,
  pricingCta,
  pricingDisclaimer,
  pricingFaq,
  pricingFaqSection,
  pricingHero,
  pricingMeta,
  pricingTestimonialsSection,
  rateCard,
  trustPoints,
  trustSection,
  urgencyBanner,
} from '../content/pricing';
import { testimonials } from '../content/testimonials';
import { CtaBanner } from '../components/CtaBanner';
import { FaqList } from '../components/FaqList';
import { FeatureCard } from '../components/FeatureCard';
import { PageHero } from '../components/PageHero';
import { Section, SectionHeading } from '../components/Section';
import { TestimonialGrid } from '../components/TestimonialCard';
import { PackageDetailCard } from './PackageDetailCard';

function UrgencyBanner() {
  return (
    <Flex
      role="note"
      aria-label="Beschikbaarheid"
      gap="3"
      align={{ base: 'flex-start', md: 'center' }}
      bg="orange.subtle"
      borderWidth="1px"
      borderColor="orange.border"
      borderRadius="xl"
      px={{ base: '4', md: '5' }}
      py="3"
      mb="8"
      maxW="3xl"
    >
      <Box
        boxSize="2.5"
        mt={{ base: '1.5', md: '0' }}
        flexShrink={0}
        borderRadius="full"
        bg="orange.solid"
        animation="attention"
        _motionReduce={{ animation: 'none' }}
        aria-hidden
      />
      <Text textStyle="sm" color="fg">
        <Text as="strong" fontWeight="bold" color="orange.fg">
          {urgencyBanner.title}.
        </Text>{' '}
        {urgencyBanner.text}
      </Text>
    </Flex>
  );
}

/** How every package is priced: its hours at the one hourly rate. */
function RateCard() {
  return (
    <Box
      as="section"
      aria-labelledby="uurtarief-titel"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="3xl"
      boxShadow="xl"
      p={{ base: '6', md: '8' }}
    >
      <Heading
        as="h2"
        id="uurtarief-titel"
        textStyle="sm"
        fontWeight="bold"
        letterSpacing="wider"
        textTransform="uppercase"
        color="brand.fg"
      >
        {rateCard.title}
      </Heading>
      <Flex align="baseline" gap="2" mt="3">
        <Text as="span" fontSize="5xl" fontWeight="extrabold" letterSpacing="-0.03em" lineHeight="1">
          {formatEuro(HOURLY_RATE)}
        </Text>
        <Text as="span" color="fg.muted" fontWeight="medium">
          per uur
        </Text>
      </Flex>
      <Text color="fg.muted" textStyle="sm" mt="2">
        {rateCard.text}
      </Text>
      <Stack as="ul" listStyleType="none" gap="2" mt="6">
        {adPackages.map((pkg) => (
          <Flex
            as="li"
            key={pkg.name}
            justify="space-between"
            align="center"
            gap="3"
            bg={pkg.popular ? 'brand.subtle' : 'bg.subtle'}
            borderRadius="lg"
            px="4"
            py="2.5"
            textStyle="sm"
          >
            <Text fontWeight="semibold">{pkg.name}</Text>
            <Text color="fg.muted">
              {pkg.hours} uur × {formatEuro(HOURLY_RATE)} ={' '}
              <Text as="span" fontWeight="bold" color="fg">
                {formatEuro(pkg.price)}
              </Text>
            </Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

export function PricingPage() {
  return (
    <>
      <Seo
        {...pricingMeta}
        jsonLd={[
          serviceJsonLd({
            name: 'Online advertentiebeheer voor vakbedrijven',
            description: pricingMeta.description,
            path: paths.pricing.getHref(),
            serviceType: 'Online advertising management',
            offers: adPackages.map((pkg) => ({
              name: pkg.name,
              price: pkg.price,
              description: pkg.description,
              billingPeriod: 'MON' as const,
            })),
          }),
          faqJsonLd(pricingFaq),
          breadcrumbJsonLd([
            { name: 'Home', path: paths.home.getHref() },
            { name: 'Tarieven', path: paths.pricing.getHref() },
          ]),
        ]}
      />
      <PageHero id="tarieven-titel" top={<UrgencyBanner />} aside={<RateCard />} {...pricingHero} />

      <Section aria-labelledby="pakketten-titel">
        <SectionHeading id="pakketten-titel" {...packagesSection} />
        <Grid
          as="ul"
          listStyleType="none"
          templateColumns={{ base: '1fr', lg: 'repeat(3, 1fr)' }}
          gap={{ base: '10', lg: '6' }}
          alignItems="stretch"
        >
          {adPackages.map((pkg) => (
            <Box as="li" key={pkg.name}>
              <PackageDetailCard pkg={pkg} />
            </Box>
          ))}
        </Grid>
      </Section>

      <Section tone="subtle" aria-labelledby="zekerheid-titel">
        <SectionHeading id="zekerheid-titel" {...trustSection} />
        <Grid as="ul" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap="5">
          {trustPoints.map((point) => (
            <FeatureCard key={point.title} item={point} palette="brand" />
          ))}
        </Grid>
      </Section>

      <Section aria-labelledby="tarieven-klanten-titel">
        <SectionHeading id="tarieven-klanten-titel" {...pricingTestimonialsSection} />
        <TestimonialGrid testimonials={testimonials} />
      </Section>

      <Section tone="subtle" aria-labelledby="tarieven-faq-titel">
        <SectionHeading id="tarieven-faq-titel" {...pricingFaqSection} />
        <FaqList items={pricingFaq} />
        <Box
          as="aside"
          aria-labelledby="voorwaarden-titel"
          mt="12"
          maxW="3xl"
          mx="auto"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="xl"
          p={{ base: '5', md: '6' }}
        >
          <Flex gap="3" align="center">
            <Box color="brand.fg" flexShrink={0}>
              <Info size={20} aria-hidden />
            </Box>
            <Heading as="h2" id="voorwaarden-titel" size="md" fontWeight="bold">
              {pricingDisclaimer.title}
            </Heading>
          </Flex>
          <Stack as="ul" gap="2" mt="3" ps="8" listStyleType="disc" textStyle="sm" color="fg.muted">
            {pricingDisclaimer.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Stack>
        </Box>
      </Section>

      <CtaBanner id="tarieven-cta" {...pricingCta} />
    </>
  );
}
