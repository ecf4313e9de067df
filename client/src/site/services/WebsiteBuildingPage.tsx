import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import CodeXml from 'lucide-react/icons/code-xml';
import { paths } from '../../app/paths';
import { Seo } from '../../lib/seo/Seo';
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from '../../lib/seo/jsonLd';
import { CtaBanner } from '../components/CtaBanner';
import { FaqList } from '../components/FaqList';
import { FeatureCard } from '../components/FeatureCard';
import { ProcessSteps } from '../components/ProcessSteps';
import { Section, SectionHeading } from '../components/Section';
import { TestimonialCard } from '../components/TestimonialCard';
import { websitePackages } from '../content/packages';
import {
  faqSection,
  featuresSection,
  processSection,
  technologies,
  technologySection,
  testimonialsSection,
  websiteBuildingMeta,
  websiteCta,
  websiteFaq,
  websiteFeatures,
  websiteProcess,
  websiteService,
  websiteTestimonials,
} from '../content/websiteBuilding';
import { SpeedTestSection } from './website/SpeedTestSection';
import { WebsiteHero } from './website/WebsiteHero';
import { WebsitePackages } from './website/WebsitePackages';
import { WebsiteResults } from './website/WebsiteResults';
import { StaticMarkup } from '../hydration/StaticMarkup';

const jsonLd = [
  serviceJsonLd({
    name: websiteService.name,
    description: websiteBuildingMeta.description,
    path: websiteService.path,
    serviceType: websiteService.serviceType,
    offers: websitePackages.map((pkg) => ({ name: pkg.name, price: pkg.price, description: pkg.description })),
  }),
  breadcrumbJsonLd([
    { name: 'Home', path: paths.home.getHref() },
    { name: websiteService.name, path: websiteService.path },
  ]),
  faqJsonLd(websiteFaq),
];

/** /diensten/website-bouwen: its own structure (SPEC section 2), not the advertising template. */
export function WebsiteBuildingPage() {
  return (
    <>
      <Seo {...websiteBuildingMeta} jsonLd={jsonLd} />
      <StaticMarkup>
        <WebsiteHero />

        <Section aria-labelledby="kenmerken-titel">
          <SectionHeading id="kenmerken-titel" {...featuresSection} />
          <Grid as="ul" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap="5">
            {websiteFeatures.map((item) => (
              <FeatureCard key={item.title} item={item} />
            ))}
          </Grid>
        </Section>

        <WebsiteResults />

        <Section aria-labelledby="techniek-titel">
          <SectionHeading id="techniek-titel" {...technologySection} />
          <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="4">
            {technologies.map((tech) => (
              <Flex as="li" key={tech.name} gap="4" bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="xl" p="5">
                <Flex boxSize="9" borderRadius="lg" bg="brand.subtle" color="brand.fg" align="center" justify="center" flexShrink={0}>
                  <CodeXml size={18} aria-hidden />
                </Flex>
                <Box>
                  <Heading as="h3" size="md" fontWeight="bold">
                    {tech.name}
                  </Heading>
                  <Text textStyle="sm" color="fg.muted" mt="1">
                    {tech.description}
                  </Text>
                </Box>
              </Flex>
            ))}
          </Grid>
        </Section>

        <Section tone="subtle" aria-labelledby="werkwijze-titel">
          <SectionHeading id="werkwijze-titel" {...processSection} />
          <ProcessSteps steps={websiteProcess} />
        </Section>

        <Section aria-labelledby="klantverhalen-titel">
          <SectionHeading id="klantverhalen-titel" {...testimonialsSection} />
          <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', lg: 'repeat(3, 1fr)' }} gap="5">
            {websiteTestimonials.map((testimonial) => (
              <Box as="li" key={testimonial.name}>
                <TestimonialCard testimonial={testimonial} />
              </Box>
            ))}
          </Grid>
        </Section>

        <Box bg="bg.subtle">
          <WebsitePackages />
        </Box>

        <Section aria-labelledby="faq-titel">
          <SectionHeading id="faq-titel" {...faqSection} />
          <FaqList items={websiteFaq} />
        </Section>
      </StaticMarkup>

      <SpeedTestSection />

      <StaticMarkup>
        <CtaBanner id="audit-titel" {...websiteCta} />
      </StaticMarkup>
    </>
  );
}
