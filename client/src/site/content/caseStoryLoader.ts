import type { CaseSlug } from '../../lib/paths';
import type { CaseStory } from './caseStudies';

/**
 * Loads case records on demand. Kept apart from content/caseStudies.ts so that the route table,
 * which every page loads, carries only this loader and not the case content or its helpers.
 */

/** A case record module (content/caseStudies/<slug>.ts): each case page downloads only its own. */
const storyModules = import.meta.glob<{ story: CaseStory }>('./caseStudies/*.ts');

/** A promise as React's `use` reads it synchronously once settled. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const loaded = new Map<CaseSlug, Promise<CaseStory>>();

/**
 * The story of case `slug` (content/caseStudies.ts's defineCase makes the full study of it),
 * loading its record on first use. The client awaits it before it
 * hydrates a case page (routes.tsx), so the page renders from the settled promise without
 * suspending; a client-side navigation to another case suspends until its record has arrived.
 */
export function loadCaseStory(slug: CaseSlug): Promise<CaseStory> {
  const existing = loaded.get(slug);
  if (existing) return existing;
  const load = storyModules[`./caseStudies/${slug}.ts`];
  if (!load) throw new Error(`No case record for ${slug}`);
  const promise: TrackedPromise<CaseStory> = load().then(
    (module) => {
      // React's `use` reads a promise marked like this synchronously instead of suspending.
      promise.status = 'fulfilled';
      promise.value = module.story;
      return module.story;
    },
    (error: unknown) => {
      // A failed chunk (offline, new deploy) may be retried on the next navigation.
      loaded.delete(slug);
      throw error;
    },
  );
  loaded.set(slug, promise);
  return promise;
}

/** The source module of a case record: the prerender adds its chunk to the page's modulepreloads. */
export function caseStorySource(slug: CaseSlug): string {
  return `src/site/content/caseStudies/${slug}.ts`;
}
