import { pricingSection } from '../content/home';
import { adPackages } from '../content/packages';
import { AdPackageGrid } from '../components/PackageCard';
import { Section, SectionHeading } from '../components/Section';

/** Anchor `pricing`: the navbar and other pages link to /#pricing. */
export const PRICING_SECTION_ID = 'pricing';

export function PricingSection() {
  return (
    <Section id={PRICING_SECTION_ID} aria-labelledby="tarieven-titel">
      <SectionHeading id="tarieven-titel" {...pricingSection} />
      <AdPackageGrid packages={adPackages} notes={pricingSection.notes} />
    </Section>
  );
}
