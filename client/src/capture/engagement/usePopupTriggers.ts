import { useCallback, useEffect, useRef, useState } from 'react';
import { isCaptureModalOpen } from '../../lib/captureModalState';
import { EXIT_SCROLL_FRACTION, SCROLL_POPUP_FRACTION, type EngagementTimings } from './engagementTimings';
import { isExitIntent, mayOpenPopup, scrollFraction, type PopupKind } from './popupRules';
import { pageFormInBand } from './formsOnScreen';
import { hasSessionFlag, setSessionFlag, type SessionFlag } from './sessionFlags';

const shownFlag: Record<PopupKind, SessionFlag> = { exit: 'exitPopupShown', scroll: 'scrollPopupShown' };

const scrollRules: { kind: PopupKind; fraction: number; delay: (timings: EngagementTimings) => number }[] = [
  { kind: 'scroll', fraction: SCROLL_POPUP_FRACTION, delay: (timings) => timings.scrollPopupDelayMs },
  { kind: 'exit', fraction: EXIT_SCROLL_FRACTION, delay: (timings) => timings.exitScrollDelayMs },
];

/**
 * The exit-intent popup opens when the mouse leaves through the top of the window,
 * or 3 s after the page is 70% scrolled; the scroll popup 3 s after 50%. Each once per session
 * (session storage), never while the quick scan/survey is open, never on top of each other, and
 * not by scrolling while one of the page's forms is on screen. A
 * trigger that was held back (the quick scan was open, the other popup was showing) waits for the
 * next scroll or exit movement instead of firing the moment the way is clear.
 */
export function usePopupTriggers(timings: EngagementTimings) {
  const [openPopup, setOpenPopup] = useState<PopupKind | null>(null);
  const openRef = useRef<PopupKind | null>(null);
  const lastClosedAt = useRef<number | null>(null);
  const pending = useRef(new Map<PopupKind, ReturnType<typeof setTimeout>>());

  const tryOpen = useCallback(
    (kind: PopupKind, byScroll: boolean) => {
      // Someone looking at one of the page's forms is not interrupted by a scroll-triggered popup.
      if (byScroll && pageFormInBand()) return;
      const allowed = mayOpenPopup({
        captureOpen: isCaptureModalOpen(),
        openPopup: openRef.current,
        alreadyShown: hasSessionFlag(shownFlag[kind]),
        lastClosedAt: lastClosedAt.current,
        now: Date.now(),
        cooldownMs: timings.popupCooldownMs,
      });
      if (!allowed) return;
      setSessionFlag(shownFlag[kind]);
      openRef.current = kind;
      setOpenPopup(kind);
    },
    [timings],
  );

  useEffect(() => {
    const timers = pending.current;
    const onScroll = () => {
      const doc = document.documentElement;
      const fraction = scrollFraction(window.scrollY, window.innerHeight, doc.scrollHeight);
      for (const rule of scrollRules) {
        if (fraction < rule.fraction || timers.has(rule.kind) || hasSessionFlag(shownFlag[rule.kind])) continue;
        timers.set(
          rule.kind,
          setTimeout(() => {
            timers.delete(rule.kind);
            tryOpen(rule.kind, true);
          }, rule.delay(timings)),
        );
      }
    };
    const onMouseOut = (event: MouseEvent) => {
      if (isExitIntent(event)) tryOpen('exit', false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('mouseout', onMouseOut);
    // The page may already be scrolled (a reload, a link to #contact) when the layer arrives.
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('mouseout', onMouseOut);
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    };
  }, [timings, tryOpen]);

  const close = useCallback(() => {
    openRef.current = null;
    lastClosedAt.current = Date.now();
    setOpenPopup(null);
  }, []);

  return { openPopup, close };
}
