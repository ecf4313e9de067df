import { Seo } from '../../lib/seo/Seo';
import { homeMeta } from '../content/home';
import { ContactSection } from './ContactSection';
import { FrustrationsSection } from './FrustrationsSection';
import { HeroSection } from './HeroSection';
import { PricingSection } from './PricingSection';
import { ServicesSection } from './ServicesSection';
import { TestimonialsSection } from './TestimonialsSection';
import { WhyUsSection } from './WhyUsSection';
import { StaticMarkup } from '../hydration/StaticMarkup';

export function HomePage() {
  return (
    <>
      <Seo {...homeMeta} />
      <StaticMarkup>
        <HeroSection />
        <ServicesSection />
        <FrustrationsSection />
        <WhyUsSection />
        <TestimonialsSection />
        <PricingSection />
      </StaticMarkup>
      <ContactSection />
    </>
  );
}
