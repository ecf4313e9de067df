import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** A hovered menu opens after 200 ms, closes 150 ms after the pointer left, and
 * moving to the other menu within 300 ms of closing opens it at once (no second wait). */
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;
export const MENU_CLOSE_DELAY_MS = 150;

/**
 * Which navbar dropdown is open, driven by hover (with the delays above), click/tap and keyboard.
 * One controller for all dropdowns, so the skip delay works across them.
 */
export function useNavMenus<Id extends string>() {
  const [openId, setOpenId] = useState<Id | null>(null);
  const current = useRef<Id | null>(null);
  const openedByHover = useRef(false);
  const lastClosedAt = useRef(Number.NEGATIVE_INFINITY);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };

  const set = useCallback((id: Id | null, byHover = false) => {
    if (current.current !== null && id === null) lastClosedAt.current = Date.now();
    current.current = id;
    openedByHover.current = id !== null && byHover;
    setOpenId(id);
  }, []);

  useEffect(() => clearTimers, []);

  // Stable callbacks: effects may depend on them (the navbar closes menus on navigation).
  const actions = useMemo(
    () => ({
      pointerEnter(id: Id) {
        clearTimers();
        if (current.current === id) return;
        const skipWait = current.current !== null || Date.now() - lastClosedAt.current < MENU_SKIP_DELAY_MS;
        if (skipWait) set(id, true);
        else openTimer.current = setTimeout(() => set(id, true), MENU_OPEN_DELAY_MS);
      },
      pointerLeave() {
        clearTimeout(openTimer.current);
        if (current.current === null) return;
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => set(null), MENU_CLOSE_DELAY_MS);
      },
      /** Click, tap, Enter or Space on a trigger. A click on a menu that hover just opened keeps it open. */
      toggle(id: Id) {
        clearTimers();
        if (current.current === id && openedByHover.current) openedByHover.current = false;
        else set(current.current === id ? null : id);
      },
      open(id: Id) {
        clearTimers();
        set(id);
      },
      close() {
        clearTimers();
        set(null);
      },
    }),
    [set],
  );

  return { openId, ...actions };
}

export type NavMenus<Id extends string> = ReturnType<typeof useNavMenus<Id>>;
