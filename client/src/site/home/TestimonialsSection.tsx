import { testimonialsSection } from '../content/home';
import { testimonials } from '../content/testimonials';
import { Section, SectionHeading } from '../components/Section';
import { TestimonialGrid } from '../components/TestimonialCard';

export function TestimonialsSection() {
  return (
    <Section tone="subtle" aria-labelledby="klantverhalen-titel">
      <SectionHeading id="klantverhalen-titel" {...testimonialsSection} />
      <TestimonialGrid testimonials={testimonials} />
    </Section>
  );
}
