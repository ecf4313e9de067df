import { useEffect, useState } from 'react';
import { dayKey, dayOf, parseDayKey, type CalendarDay } from './period';

/** Today in Amsterdam, moving on by itself at midnight (a dashboard stays open for days). */
export function useToday(): CalendarDay {
  const [today, setToday] = useState(() => dayKey(dayOf(new Date())));
  useEffect(() => {
    const timer = window.setInterval(() => setToday(dayKey(dayOf(new Date()))), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return parseDayKey(today);
}
