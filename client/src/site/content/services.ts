// What the advertising and CRO service pages share. Each page's record lives in its own module
// (googleAdsService.ts, facebookAdsService.ts, conversionOptimisationService.ts), so a page
// downloads only its own copy.

import { adPackages, formatEuro, HOURLY_RATE, MINIMUM_CONTRACT_MONTHS, RECOMMENDED_AD_BUDGET } from './packages';
import type { Package } from './types';

/** The section ids the heroes' second button links to. */
export const SERVICE_SECTION_IDS = { packages: 'pakketten', process: 'werkwijze', caseStudy: 'case' } as const;

/**
 * Starter and Growth cover one platform of the customer's choice; on a
 * platform's own page that choice is made, so the line names the platform. Scale covers both.
 */
const SINGLE_PLATFORM_FEATURE = '1 platform: Google Ads óf Facebook & Instagram';

export function packagesForPlatform(platform: string): Package[] {
  return adPackages.map((pkg) => {
    if (pkg.name === 'Scale') return pkg;
    if (!pkg.features.includes(SINGLE_PLATFORM_FEATURE)) {
      throw new Error(`Package ${pkg.name} no longer lists '${SINGLE_PLATFORM_FEATURE}': update packagesForPlatform`);
    }
    return {
      ...pkg,
      features: pkg.features.map((feature) => (feature === SINGLE_PLATFORM_FEATURE ? `1 platform: ${platform}` : feature)),
    };
  });
}

/** '€1.500' for 'Growth': prices in running text come from the package table too. */
export function packagePrice(name: string): string {
  const pkg = adPackages.find((candidate) => candidate.name === name);
  if (!pkg) throw new Error(`No advertising package ${name}`);
  return formatEuro(pkg.price);
}

export const pricingNotes: readonly string[] = [
  `Alle pakketten zijn uren tegen een vast uurtarief van ${formatEuro(HOURLY_RATE)}, exclusief btw.`,
  `Minimale looptijd ${MINIMUM_CONTRACT_MONTHS} maanden, daarna maandelijks opzegbaar.`,
  `Advertentiebudget is niet inbegrepen: wij adviseren ${RECOMMENDED_AD_BUDGET}.`,
  'Upgraden kan elke maand, downgraden aan het einde van de contractperiode.',
];

export const auditPromises = ['Gratis en vrijblijvend', 'Audit in 15 minuten', 'Resultaat binnen 24 uur'] as const;
