import { Grid } from '@chakra-ui/react';
import { whyUsPoints, whyUsSection } from '../content/home';
import { FeatureCard } from '../components/FeatureCard';
import { Section, SectionHeading } from '../components/Section';

export function WhyUsSection() {
  return (
    <Section aria-labelledby="waarom-titel">
      <SectionHeading id="waarom-titel" {...whyUsSection} />
      <Grid as="ul" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="5">
        {whyUsPoints.map((item) => (
          <FeatureCard key={item.title} item={item} />
        ))}
      </Grid>
    </Section>
  );
}
