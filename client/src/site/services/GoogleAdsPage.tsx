import { googleAdsPage } from '../content/googleAdsService';
import { ServicePageTemplate } from './ServicePageTemplate';

export function GoogleAdsPage() {
  return <ServicePageTemplate content={googleAdsPage} />;
}
