import { Box, Grid } from '@chakra-ui/react';
import { testimonialsSection } from '../content/home';
import { testimonials } from '../content/testimonials';
import { Section, SectionHeading } from '../components/Section';
import { TestimonialCard } from '../components/TestimonialCard';

export function TestimonialsSection() {
  return (
    <Section tone="subtle" aria-labelledby="klantverhalen-titel">
      <SectionHeading id="klantverhalen-titel" {...testimonialsSection} />
      <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', lg: 'repeat(3, 1fr)' }} gap="5">
        {testimonials.map((testimonial) => (
          <Box as="li" key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </Box>
        ))}
      </Grid>
    </Section>
  );
}
