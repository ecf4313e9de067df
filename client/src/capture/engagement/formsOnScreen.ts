/**
 * Whether one of the page's own forms (not a dialog's) is on screen, or in part of it. A visitor
 * looking at a form is already where we want them: the sticky button must not cover it, and no
 * scroll-triggered popup interrupts it.
 */
export interface VerticalRect {
  top: number;
  bottom: number;
  height: number;
}

/** A rendered box that reaches into the horizontal band [bandTop, bandBottom). */
export function reachesInto(rect: VerticalRect, bandTop: number, bandBottom: number): boolean {
  return rect.height > 0 && rect.bottom > bandTop && rect.top < bandBottom;
}

/** A page form (outside dialogs) reaches into the band; the whole viewport by default. */
export function pageFormInBand(bandTop = 0, bandBottom = window.innerHeight): boolean {
  for (const form of document.querySelectorAll('form')) {
    if (form.closest('[role="dialog"]')) continue;
    if (reachesInto(form.getBoundingClientRect(), bandTop, bandBottom)) return true;
  }
  return false;
}
