import Search from 'lucide-react/icons/search';
import Megaphone from 'lucide-react/icons/megaphone';
import MousePointerClick from 'lucide-react/icons/mouse-pointer-click';
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import { paths } from '../../lib/paths';
import type { NavServiceItem } from './types';

/** The main links of the navbar, the mobile menu and the footer. */
export const mainNavLinks = [
  { label: 'Home', href: paths.home.getHref() },
  { label: 'Over Ons', href: paths.about.getHref() },
  { label: 'Tarieven', href: paths.pricing.getHref() },
  { label: 'Contact', href: paths.contact.getHref() },
] as const;

/** The 'Diensten' dropdown, the footer's service list and the home page's service cards. */
export const serviceNavItems: readonly NavServiceItem[] = [
  {
    title: 'Google Ads',
    href: paths.services.googleAds.getHref(),
    description: 'Sta bovenaan in Google op het moment dat klanten naar jouw vak zoeken.',
    result: 'Gemiddeld +180% meer leads',
    icon: Search,
  },
  {
    title: 'Facebook & Instagram Ads',
    href: paths.services.facebookAds.getHref(),
    description: 'Bereik huiseigenaren in jouw regio nog voordat ze gaan zoeken.',
    result: '+175% betere resultaten',
    icon: Megaphone,
  },
  {
    title: 'Conversie-optimalisatie',
    href: paths.services.conversionOptimisation.getHref(),
    description: 'Haal meer aanvragen uit dezelfde bezoekers met tests en betere pagina’s.',
    result: '+250% hogere conversieratio',
    icon: MousePointerClick,
  },
  {
    title: 'Website Bouwen',
    href: paths.services.websiteBuilding.getHref(),
    description: 'Snelle websites die bezoekers omzetten in telefoontjes en offerteaanvragen.',
    result: 'Laadtijd onder 2 seconden',
    icon: MonitorSmartphone,
  },
];

/** How many case cards the 'Resultaten' dropdown shows (six, plus a link to all). */
export const DROPDOWN_CASE_COUNT = 6;
