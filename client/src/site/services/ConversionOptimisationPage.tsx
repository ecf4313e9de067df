import { conversionOptimisationPage } from '../content/conversionOptimisationService';
import { ServicePageTemplate } from './ServicePageTemplate';

export function ConversionOptimisationPage() {
  return <ServicePageTemplate content={conversionOptimisationPage} />;
}
