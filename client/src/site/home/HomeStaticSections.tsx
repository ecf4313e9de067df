import { FrustrationsSection } from './FrustrationsSection';
import { HeroSection } from './HeroSection';
import { PricingSection } from './PricingSection';
import { ServicesSection } from './ServicesSection';
import { TestimonialsSection } from './TestimonialsSection';
import { WhyUsSection } from './WhyUsSection';

/** The home page's sections that need no hydration (links and quick-scan buttons only). */
export function HomeStaticSections() {
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <FrustrationsSection />
      <WhyUsSection />
      <TestimonialsSection />
      <PricingSection />
    </>
  );
}
