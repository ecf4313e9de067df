import { Seo } from '../../lib/seo/Seo';
import { homeMeta } from '../content/home';
import { ContactSection } from './ContactSection';
import { HomeStaticSections } from './HomeStaticSections';

export function HomePage() {
  return (
    <>
      <Seo {...homeMeta} />
      <HomeStaticSections />
      <ContactSection />
    </>
  );
}
