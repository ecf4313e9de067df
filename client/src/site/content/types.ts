import type { LucideIcon } from 'lucide-react';
import type { CaseSlug } from '../../lib/paths';
import type { PageMeta } from '../../lib/seo/head';

/**
 * The shapes of the site's fixed content. Content is typed data in one
 * module per page family (`content/home.ts`, `content/cases.ts`, ...), rendered by shared
 * templates: a page never hard-codes copy that belongs in content.
 */

/** Advertising packages (Starter / Growth / Scale): monthly hours at the hourly rate. */
export interface Package {
  name: string;
  hours: number;
  /** Euro per month, excluding ad budget and VAT. */
  price: number;
  /** One-off set-up fee in euro. */
  setupCost: number;
  popular: boolean;
  description: string;
  features: readonly string[];
  results: readonly string[];
  guarantee: string;
  /** Delivery time of the first campaign, e.g. '1 week'. */
  timeframe: string;
  idealFor: string;
}

/** Website packages (one-off price). */
export interface WebsitePackage {
  name: string;
  price: number;
  description: string;
  timeline: string;
  popular: boolean;
  features: readonly string[];
}

export interface Testimonial {
  name: string;
  company: string;
  quote: string;
  /** Stars out of 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  /** The headline result, e.g. '+800% meer aanvragen'. */
  result: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface TimelineItem {
  year: string;
  title: string;
  description: string;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
  duration: string;
}

export interface WebsiteCase {
  title: string;
  before: string;
  after: string;
  improvement: string;
  description: string;
}

/** A service in the navbar's 'Diensten' dropdown and the footer. */
export interface NavServiceItem {
  title: string;
  href: string;
  description: string;
  /** The result claim shown on the card, e.g. '+180% meer leads'. */
  result: string;
  icon: LucideIcon;
}

/** A case in the navbar's 'Resultaten' dropdown. */
export interface NavCaseItem {
  title: string;
  href: string;
  description: string;
  /** The headline figure shown on the card, e.g. '5 → 45 leads/maand'. */
  metric: string;
}

/** Before/after figures of a case ("Case figures"). */
export interface CaseStats {
  leadsPerMonth: number;
  /** Euro. */
  costPerLead: number;
  /** Percent of leads that become a client. */
  conversionRate: number;
}

/** A case study card: the overview page, the dropdown and related-case lists. */
export interface CaseStudyCard extends NavCaseItem {
  slug: CaseSlug;
  icon: LucideIcon;
  industry: string;
  company: string;
  beforeStats: CaseStats;
  afterStats: CaseStats;
}

export interface CaseResult {
  metric: string;
  label: string;
  icon: LucideIcon;
  improvement: string;
}

export interface CaseTestimonial {
  quote: string;
  author: string;
  role: string;
  company: string;
}

/**
 * A full case page (/resultaten/:slug): one template renders all nine records. `beforeStats` and
 * `afterStats` must come from the case's card (content/cases.ts), the single source of the figures.
 */
export interface CaseStudy {
  slug: CaseSlug;
  industry: string;
  companyName: string;
  heroTitle: string;
  heroSubtitle: string;
  challenge: string;
  results: readonly CaseResult[];
  process: readonly ProcessStep[];
  testimonial: CaseTestimonial;
  beforeStats: CaseStats;
  afterStats: CaseStats;
  meta: PageMeta;
}

/** The home page's contact form. */
export interface HomeContactFormValues {
  name: string;
  email: string;
  company: string;
  website: string;
  budget: '' | '<1000' | '1000-5000' | '5000-10000' | '10000+';
  message: string;
}

/** The contact page's message form (all required except phone and website). */
export interface ContactMessageValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  website: string;
  message: string;
}

/** A titled marketing card (services, frustrations, why-us, benefits). */
export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A headline figure ('120K+', 'leads gegenereerd'). */
export interface Stat {
  value: string;
  label: string;
}

/** Eyebrow, h2 and intro of a section (rendered by SectionHeading). */
export interface SectionIntro {
  eyebrow: string;
  title: string;
  intro?: string;
}

/**
 * The case a service page highlights: figures and links come from the case's card
 * (content/cases.ts); the page adds what this service did for that client.
 */
export interface ServiceCaseHighlight {
  slug: CaseSlug;
  /** What the service did, in one or two sentences. */
  summary: string;
  /** The concrete steps or measures, three or four short lines. */
  approach: readonly string[];
}

/**
 * One advertising or CRO service page (/diensten/google-ads, facebook-ads,
 * conversie-optimalisatie): one template renders all three records.
 */
export interface ServicePageContent {
  /** The route, from `paths.services`. */
  path: string;
  /** The service's short name: breadcrumb and JSON-LD. */
  name: string;
  /** schema.org serviceType. */
  serviceType: string;
  meta: PageMeta;
  hero: {
    badge: string;
    title: string;
    /** Second line of the h1, in the brand colour. */
    titleAccent: string;
    subtitle: string;
    /** Opens the quick scan. */
    primaryCta: string;
    /** A link to a section of the same page. */
    secondaryCta: { label: string; sectionId: string };
    reassurance: readonly string[];
  };
  /** Headline figures under the hero (the agency's marketing claims). */
  stats: readonly Stat[];
  benefits: SectionIntro & { items: readonly FeatureItem[] };
  services: SectionIntro & { items: readonly FeatureItem[] };
  /** A fact a visitor should know before starting (budget, visitor numbers, places). */
  callout: { title: string; text: string };
  caseStudy: SectionIntro & ServiceCaseHighlight;
  process: SectionIntro & { steps: readonly ProcessStep[] };
  /** Only the advertising pages show packages. */
  pricing?: SectionIntro & { packages: readonly Package[]; notes: readonly string[] };
  faq: SectionIntro & { items: readonly FaqItem[] };
  cta: { title: string; text: string; button: string; promises: readonly string[] };
}

/** A technology card on the website-building page. */
export interface TechnologyItem {
  name: string;
  description: string;
}

/** A speed claim on the website-building page ('53%', 'haakt af bij ...'). */
export interface SpeedClaim {
  value: string;
  label: string;
}

/** The speed-test form on the website-building page. */
export interface SpeedTestValues {
  url: string;
  email: string;
}
