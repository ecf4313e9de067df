import { facebookAdsPage } from '../content/facebookAdsService';
import { ServicePageTemplate } from './ServicePageTemplate';

export function FacebookAdsPage() {
  return <ServicePageTemplate content={facebookAdsPage} />;
}
