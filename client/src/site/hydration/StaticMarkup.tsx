import { useState, useSyncExternalStore, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { openQuickScan } from '../../lib/quickScanEvent';
import { staticClickAction } from './staticClicks';

const noSubscription = () => () => {};

/**
 * True when this render hydrates prerendered HTML (React reads the "server snapshot" then) or is
 * the prerender itself; false in a render in the browser (a client-side navigation).
 */
function useHydratingOrPrerendering(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** One object for the life of the app: a new one on a re-render would make React clear the markup. */
const KEEP_PRERENDERED_MARKUP = { __html: '' };

/** The wrapper takes no box of its own, so the page lays out exactly as without it. */
const NO_BOX: CSSProperties = { display: 'contents' };

/** Marks the wrapper, for e2e/static-markup.test.ts (which guards React's part of this). */
export const STATIC_MARKUP_ATTRIBUTE = 'data-static-markup';
const MARKER = { [STATIC_MARKUP_ATTRIBUTE]: '' };

/**
 * Markup that needs no JavaScript after the prerender: on the page the visitor opened, React
 * adopts the prerendered HTML inside as it is and never renders `children` (no component code,
 * no Chakra style computation: hydrating the static sections was most of a page's start-up time
 * on a phone). On a client-side navigation `children` render normally.
 *
 * Inside, only links to pages of this site and quick-scan buttons may be interactive: while the
 * markup is the prerendered one, a click on them is handled here (the router's navigation, the
 * quick scan's open event). Anything with state or handlers of its own (forms, toggles) must stay
 * outside.
 *
 * This leans on React's hydration, not on a public API: an element with dangerouslySetInnerHTML
 * keeps the DOM it finds (React neither compares nor patches inner HTML in production) and
 * suppressHydrationWarning silences the development warning about the difference. A React
 * version that handled either differently would empty or re-render these sections:
 * e2e/static-markup.test.ts fails then (docs/architecture.md, "Public-site speed").
 */
export function StaticMarkup({ children }: { children: ReactNode }) {
  const hydratingOrPrerendering = useHydratingOrPrerendering();
  // Decided once, when mounted: a hydrated instance keeps the prerendered markup for its lifetime.
  const [keepsPrerenderedMarkup] = useState(() => hydratingOrPrerendering && typeof window !== 'undefined');
  const navigate = useNavigate();

  if (!keepsPrerenderedMarkup) {
    return (
      <div style={NO_BOX} {...MARKER}>
        {children}
      </div>
    );
  }

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const action = staticClickAction(event.target as Element, event);
    if (!action) return;
    if (action.kind === 'quickScan') {
      openQuickScan(action.label);
    } else {
      event.preventDefault();
      navigate(action.to);
    }
  };

  return (
    <div style={NO_BOX} {...MARKER} onClick={handleClick} dangerouslySetInnerHTML={KEEP_PRERENDERED_MARKUP} suppressHydrationWarning />
  );
}
