import { describe, expect, it } from '@jest/globals';
import { QUICK_SCAN_ATTRIBUTE } from '../../lib/quickScanEvent';
import { isRouterHref, staticClickAction, type ClickFacts, type ClickedElement } from './staticClicks';

const plainClick: ClickFacts = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

/** A clicked element inside `ancestors` (selector -> attributes of the closest match). */
function clicked(ancestors: Record<string, Record<string, string>>): ClickedElement {
  return {
    closest(selector) {
      const attributes = ancestors[selector];
      if (!attributes) return null;
      return { getAttribute: (name) => attributes[name] ?? null, hasAttribute: (name) => name in attributes };
    },
  };
}

const link = (attributes: Record<string, string>) => clicked({ 'a[href]': attributes });

describe('staticClickAction', () => {
  it('navigates with the router for a link to a page of this site, keeping its hash', () => {
    expect(staticClickAction(link({ href: '/resultaten/dakdekker-leads' }), plainClick)).toEqual({
      kind: 'navigate',
      to: '/resultaten/dakdekker-leads',
    });
    expect(staticClickAction(link({ href: '/#pricing', target: '_self' }), plainClick)).toEqual({ kind: 'navigate', to: '/#pricing' });
  });

  it('leaves other links to the browser: other sites, mail, phone, in-page anchors, new tabs, downloads', () => {
    const others: Record<string, string>[] = [
      { href: 'https://www.linkedin.com/company/vakleads' },
      { href: '//example.com/pad' },
      { href: 'mailto:info@vakleads.nl' },
      { href: 'tel:+31201234567' },
      { href: '#' },
      { href: '/tarieven', target: '_blank' },
      { href: '/brochure.pdf', download: '' },
    ];
    for (const attributes of others) {
      expect(staticClickAction(link(attributes), plainClick)).toBeNull();
    }
  });

  it('leaves modified and non-primary clicks to the browser (open in a new tab or window)', () => {
    const target = link({ href: '/tarieven' });
    for (const change of [
      { button: 1 },
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { defaultPrevented: true },
    ]) {
      expect(staticClickAction(target, { ...plainClick, ...change })).toBeNull();
    }
  });

  it("opens the quick scan with the button's label", () => {
    const button = clicked({ [`[${QUICK_SCAN_ATTRIBUTE}]`]: { [QUICK_SCAN_ATTRIBUTE]: 'Gratis audit aanvragen' } });
    expect(staticClickAction(button, plainClick)).toEqual({ kind: 'quickScan', label: 'Gratis audit aanvragen' });
  });

  it('does nothing for a click on plain content', () => {
    expect(staticClickAction(clicked({}), plainClick)).toBeNull();
  });
});

describe('isRouterHref', () => {
  it('accepts absolute paths only', () => {
    expect(isRouterHref('/over-ons')).toBe(true);
    expect(isRouterHref('over-ons')).toBe(false);
    expect(isRouterHref('//cdn.example.com')).toBe(false);
    expect(isRouterHref(null)).toBe(false);
  });
});
