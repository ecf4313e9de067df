import { lazyPage } from '../../app/lazyPage';
import { Seo } from '../../lib/seo/Seo';
import { homeMeta } from '../content/home';
import { StaticMarkup } from '../hydration/StaticMarkup';
import { ContactSection } from './ContactSection';

/**
 * The static sections in a chunk of their own: on the page a visitor opens they stay prerendered
 * markup and never render, so their code (the hero dashboard, the case records it reads, icons)
 * is not part of the first download. A client-side navigation to the home page loads them (the
 * old page stays on screen meanwhile); the prerender preloads them.
 */
const HomeStaticSections = lazyPage(() => import('./HomeStaticSections').then((module) => module.HomeStaticSections));

export const preloadHomeStaticSections = (): Promise<void> => HomeStaticSections.preload();

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
