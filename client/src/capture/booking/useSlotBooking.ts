import { useCallback, useEffect, useRef, useState } from 'react';
import { bookingProblem, isTimeRefused, type BookedCall } from './bookingApi';

export interface SlotBooking {
  /** Free starts; null while the first load runs or after it failed. */
  slots: string[] | null;
  loadFailed: boolean;
  /** The start being booked. */
  pending: string | null;
  /** Why the last pick failed, in Dutch (a taken time: the calendar is loaded afresh). */
  problem: string | null;
  booked: BookedCall | null;
  pick: (start: string) => void;
  reload: () => void;
}

/**
 * The calendar's state for either side (the survey's token or the e-mailed link's): loads the free
 * times, books one, and on a refusal (taken meanwhile, too near...) says why and loads the free
 * times again, so the visitor picks from what is really free.
 */
export function useSlotBooking(load: () => Promise<string[]>, book: (start: string) => Promise<BookedCall>): SlotBooking {
  const [slots, setSlots] = useState<string[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookedCall | null>(null);
  const calls = useRef({ load, book });
  calls.current = { load, book };

  const reload = useCallback(() => {
    setLoadFailed(false);
    calls.current.load().then(setSlots, () => setLoadFailed(true));
  }, []);
  useEffect(reload, [reload]);

  const pick = useCallback(
    (start: string) => {
      if (pending) return;
      setPending(start);
      setProblem(null);
      calls.current.book(start).then(
        (call) => {
          setPending(null);
          setBooked(call);
        },
        (error: unknown) => {
          setPending(null);
          setProblem(bookingProblem(error));
          if (isTimeRefused(error)) reload();
        },
      );
    },
    [pending, reload],
  );

  return { slots, loadFailed, pending, problem, booked, pick, reload };
}
