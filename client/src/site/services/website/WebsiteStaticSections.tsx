import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import CodeXml from 'lucide-react/icons/code-xml';
import { FaqList } from '../../components/FaqList';
import { FeatureCard } from '../../components/FeatureCard';
import { ProcessSteps } from '../../components/ProcessSteps';
import { Section, SectionHeading } from '../../components/Section';
import { TestimonialCard } from '../../components/TestimonialCard';
import {
  faqSection,
  featuresSection,
  processSection,
  technologies,
  technologySection,
  testimonialsSection,
  websiteFaq,
  websiteFeatures,
  websiteProcess,
  websiteTestimonials,
} from '../../content/websiteBuilding';
import { WebsiteHero } from './WebsiteHero';
import { WebsitePackages } from './WebsitePackages';
import { WebsiteResults } from './WebsiteResults';

/** Everything on /diensten/website-bouwen above the speed test: static (see WebsiteBuildingPage). */
export function WebsiteStaticSections() {
  return (
    <>
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
    </>
  );
}
