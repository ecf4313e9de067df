import type { DatePicker } from '@chakra-ui/react';

type Translations = NonNullable<DatePicker.RootProps['translations']>;

const views = { day: 'maand', month: 'jaar', year: 'decennium' } as const;

/** The calendar's labels for screen readers, in Dutch (Zag's defaults are English). */
export const datePickerTranslations: Translations = {
  dayCell(state) {
    if (state.unavailable) return `Niet beschikbaar. ${state.valueText}`;
    if (state.firstInRange) return `Begin van de periode: ${state.valueText}`;
    if (state.lastInRange) return `Einde van de periode: ${state.valueText}`;
    if (state.inRange) return `In de periode. ${state.valueText}`;
    if (state.selected) return `Gekozen: ${state.valueText}`;
    return `Kies ${state.valueText}`;
  },
  trigger: (open) => (open ? 'Kalender sluiten' : 'Aangepaste periode kiezen'),
  viewTrigger: (view, nextView) =>
    nextView ? `Naar ${nextView === 'month' ? 'maanden' : nextView === 'year' ? 'jaren' : 'dagen'}` : `${views[view]}`,
  prevTrigger: (view) => `Vorige ${views[view]}`,
  nextTrigger: (view) => `Volgende ${views[view]}`,
  content: 'Kalender',
  monthSelect: 'Kies maand',
  yearSelect: 'Kies jaar',
  clearTrigger: 'Wissen',
  placeholder: () => ({ day: 'dd', month: 'mm', year: 'jjjj' }),
};
