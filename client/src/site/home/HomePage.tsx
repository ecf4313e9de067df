import { Seo } from '../../lib/seo/Seo';
import { homeMeta } from '../content/home';
import { lazyStaticSections } from '../hydration/lazyStaticSections';
import { StaticMarkup } from '../hydration/StaticMarkup';
import { ContactSection } from './ContactSection';

/** The static sections (hero dashboard, case records, icons) stay out of the first download. */
const HomeStaticSections = lazyStaticSections(() => import('./HomeStaticSections').then((module) => module.HomeStaticSections));

export function HomePage() {
  return (
    <>
      <Seo {...homeMeta} />
      <StaticMarkup>
        <HomeStaticSections />
      </StaticMarkup>
      <ContactSection />
    </>
  );
}
