import { paths } from '../../lib/paths';
import { Seo } from '../../lib/seo/Seo';
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from '../../lib/seo/jsonLd';
import { CtaBanner } from '../components/CtaBanner';
import { websitePackages } from '../content/packages';
import { websiteBuildingMeta, websiteCta, websiteFaq, websiteService } from '../content/websiteBuilding';
import { SpeedTestSection } from './website/SpeedTestSection';
import { WebsiteStaticSections } from './website/WebsiteStaticSections';

const jsonLd = [
  serviceJsonLd({
    name: websiteService.name,
    description: websiteBuildingMeta.description,
    path: websiteService.path,
    serviceType: websiteService.serviceType,
    offers: websitePackages.map((pkg) => ({ name: pkg.name, price: pkg.price, description: pkg.description })),
  }),
  breadcrumbJsonLd([
    { name: 'Home', path: paths.home.getHref() },
    { name: websiteService.name, path: websiteService.path },
  ]),
  faqJsonLd(websiteFaq),
];

/** /diensten/website-bouwen: its own structure, not the advertising template. */
export function WebsiteBuildingPage() {
  return (
    <>
      <Seo {...websiteBuildingMeta} jsonLd={jsonLd} />
      <WebsiteStaticSections />

      <SpeedTestSection />

      <CtaBanner id="audit-titel" {...websiteCta} />
    </>
  );
}
