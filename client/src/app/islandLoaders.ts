import type { ComponentType } from 'react';
import type { IslandName } from '../site/islands/islandAttributes';

type Loader = () => Promise<ComponentType<Record<string, unknown>>>;

/**
 * Where the browser finds each island's component (site/islands/Island.tsx): one dynamic import per
 * island, so a page downloads only the islands it has (a form's code only on its page).
 */
export const islandLoaders: Record<IslandName, Loader> = {
  navbar: () => import('../site/layout/Navbar').then((module) => module.NavbarIsland as ComponentType<Record<string, unknown>>),
  homeContact: () => import('../site/home/HomeContactIsland').then((module) => module.HomeContactIsland),
  contactForm: () => import('../site/contact/ContactFormIsland').then((module) => module.ContactFormIsland),
  speedTest: () => import('../site/services/website/SpeedTestIsland').then((module) => module.SpeedTestIsland),
  quickScan: () => import('../capture/quickscan/QuickScanDialog').then((module) => module.QuickScanDialog),
};

export const isIslandName = (name: string | null): name is IslandName => !!name && Object.hasOwn(islandLoaders, name);
