import { QUICK_SCAN_ATTRIBUTE } from '../lib/quickScanEvent';
import { ISLAND_ATTRIBUTE } from '../site/islands/islandAttributes';
import { REACT_ROOT_ATTRIBUTE } from './reactRootAttribute';

/**
 * What a visitor does in an island (site/islands/Island.tsx) before React has taken it over, kept
 * so that nothing is lost while the scripts start (entry-client.ts):
 * - a click on a button (a call to action, the menu, the theme toggle) waits and is clicked again
 *   once React runs, and the button says it is busy meanwhile;
 * - a form sent with Enter waits and is sent again the same way (never natively: that would put
 *   the visitor's answers in the address bar);
 * - text typed or choices made in a form are handed to React, which otherwise keeps the field's
 *   state at its prerendered value while the page shows what the visitor typed.
 * Links need nothing: a link simply loads its page. Calls to action need nothing either: the
 * entry opens the quick scan for them at once (callsToAction.ts).
 */

const BUTTON = 'button, [role="button"]';

/** Inside an island that React does not run yet: what happens there must wait for it. */
const inWaitingIsland = (element: Element | null) =>
  !!element?.closest(`[${ISLAND_ATTRIBUTE}]`) && !element.closest(`[${REACT_ROOT_ATTRIBUTE}]`);
const BUSY = 'aria-busy';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What the visitor left in a field: its value, or for a checkbox or radio button whether it is on. */
const visitorValue = (field: Field): string | boolean => (isCheckable(field) ? field.checked : field.value);

/**
 * Tells React about a value the visitor set before it ran. React notices a change by comparing the
 * element's value with the one it last saw, which it read when hydrating (the visitor's). So the
 * field is first set back to its prerendered value through React's own setter, then to the
 * visitor's value past it, and the event React listens for is sent. Each change re-renders the
 * form, which writes React's state (still the prerendered value) into the fields not yet handed
 * over: so every value is read before the first is handed over.
 */
function handToReact(field: Field, value: string | boolean): void {
  if (!field.isConnected) return;
  if (isCheckable(field)) {
    if (value === field.defaultChecked) return;
    field.checked = field.defaultChecked;
    field.click();
    return;
  }
  const prerendered = field instanceof HTMLSelectElement ? '' : field.defaultValue;
  if (value === prerendered) return;
  field.value = prerendered;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const afterHydration = (run: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 1000 }) : window.setTimeout(run, 50);

export interface HeldInput {
  /** Stops holding, and replays what was held onto the page React now runs. */
  release: () => void;
}

export function holdEarlyInput(): HeldInput {
  const clicked: HTMLElement[] = [];
  const submitted: HTMLFormElement[] = [];
  const changed = new Set<Field>();

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>(BUTTON);
    if (!button || !inWaitingIsland(button) || button.closest('a[href]') || button.hasAttribute(QUICK_SCAN_ATTRIBUTE)) return;
    if ((button as HTMLButtonElement).disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!clicked.includes(button)) clicked.push(button);
    button.setAttribute(BUSY, 'true');
    button.style.cursor = 'progress';
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (!inWaitingIsland(form)) return;
    event.preventDefault();
    if (!submitted.includes(form)) submitted.push(form);
  };
  const onChange = (event: Event) => {
    if (isField(event.target) && inWaitingIsland(event.target)) changed.add(event.target);
  };

  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onChange, true);
  document.addEventListener('change', onChange, true);

  return {
    release() {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('input', onChange, true);
      document.removeEventListener('change', onChange, true);
      // Once the browser is idle after React started: hydration, done in slices, has committed.
      afterHydration(() => {
        const values = [...changed].map((field) => [field, visitorValue(field)] as const);
        for (const [field, value] of values) handToReact(field, value);
        for (const button of clicked) {
          button.removeAttribute(BUSY);
          button.style.removeProperty('cursor');
          if (button.isConnected) button.click();
        }
        for (const form of submitted) if (form.isConnected) form.requestSubmit();
      });
    },
  };
}
