import { paths } from '../../lib/paths';
import { Seo } from '../../lib/seo/Seo';
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from '../../lib/seo/jsonLd';
import { CtaBanner } from '../components/CtaBanner';
import { websitePackages } from '../content/packages';
import { websiteBuildingMeta, websiteCta, websiteFaq, websiteService } from '../content/websiteBuilding';
import { lazyStaticSections } from '../hydration/lazyStaticSections';
import { StaticMarkup } from '../hydration/StaticMarkup';
import { SpeedTestSection } from './website/SpeedTestSection';

/** The sections above the speed test stay out of the first download (see lazyStaticSections). */
const WebsiteStaticSections = lazyStaticSections(() =>
  import('./website/WebsiteStaticSections').then((module) => module.WebsiteStaticSections),
);

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
      <StaticMarkup>
        <WebsiteStaticSections />
      </StaticMarkup>

      <SpeedTestSection />

      <StaticMarkup>
        <CtaBanner id="audit-titel" {...websiteCta} />
      </StaticMarkup>
    </>
  );
}
