import { QUICK_SCAN_ATTRIBUTE } from '../../lib/quickScanEvent';

/**
 * What a click inside prerendered markup that React did not hydrate (see StaticMarkup) should do.
 * Such markup has no React handlers, so its two kinds of interactive elements are recognised here
 * by what the prerender wrote: a router link (`href` with an absolute path of this site) and a
 * quick-scan button (`data-quick-scan` carrying its label).
 */

export type StaticClickAction = { kind: 'navigate'; to: string } | { kind: 'quickScan'; label: string } | null;

/** The parts of a DOM click this decision reads (a MouseEvent has them all). */
export interface ClickFacts {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The parts of the clicked element (or its closest link / quick-scan ancestor) it reads. */
export interface ClickedElement {
  closest(selector: string): { getAttribute(name: string): string | null; hasAttribute(name: string): boolean } | null;
}

/** A plain left click, as react-router's Link handles it (anything else is left to the browser). */
function isPlainClick(click: ClickFacts): boolean {
  return click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey && !click.defaultPrevented;
}

/** An href the router renders for a route of this site: an absolute path, not `//host` or `#`. */
export function isRouterHref(href: string | null): href is string {
  return !!href && href.startsWith('/') && !href.startsWith('//');
}

export function staticClickAction(target: ClickedElement, click: ClickFacts): StaticClickAction {
  if (!isPlainClick(click)) return null;
  const quickScan = target.closest(`[${QUICK_SCAN_ATTRIBUTE}]`);
  if (quickScan) return { kind: 'quickScan', label: quickScan.getAttribute(QUICK_SCAN_ATTRIBUTE) ?? '' };
  const link = target.closest('a[href]');
  if (!link) return null;
  const href = link.getAttribute('href');
  const opensElsewhere = (link.getAttribute('target') ?? '_self') !== '_self';
  if (!isRouterHref(href) || link.hasAttribute('download') || opensElsewhere) return null;
  return { kind: 'navigate', to: href };
}
