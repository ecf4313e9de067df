import { lazy, Suspense, useState } from 'react';
import { Button, Flex } from '@chakra-ui/react';
import { FilterSelect } from '../ui/FilterSelect';
import { PERIOD_OPTIONS, type CalendarDay, type PeriodPreset, type PeriodSelection } from './period';

const RangeCalendar = lazy(() => import('./RangeCalendar').then((module) => ({ default: module.RangeCalendar })));

export interface PeriodSelectProps {
  value: PeriodSelection;
  onChange: (selection: PeriodSelection) => void;
  today: CalendarDay;
  /** The presets offered (all of them unless a screen leaves some out). */
  options?: typeof PERIOD_OPTIONS;
}

/**
 * The period select; 'Aangepaste periode' opens a two-month range calendar that closes
 * once both dates are chosen. Until then the dashboard keeps its current period; closing the
 * calendar without a range returns the select to it.
 */
export function PeriodSelect({ value, onChange, today, options = PERIOD_OPTIONS }: PeriodSelectProps) {
  // 'Aangepaste periode' chosen but no range yet: the dashboard still shows `value`.
  const [pendingCustom, setPendingCustom] = useState(false);
  const [open, setOpen] = useState(false);
  const choice: PeriodPreset = pendingCustom ? 'custom' : value.preset;

  const choose = (preset: PeriodPreset) => {
    setOpen(preset === 'custom');
    setPendingCustom(preset === 'custom');
    if (preset !== 'custom') onChange({ preset });
  };

  return (
    <Flex gap="2" wrap="wrap" align="flex-end" w={{ base: 'full', md: 'auto' }}>
      <FilterSelect<PeriodPreset> label="Periode" value={choice} options={options} onChange={choose} width={{ base: 'full', sm: '56' }} />
      {choice === 'custom' && (
        <Suspense
          fallback={
            <Button variant="outline" size="sm" loading loadingText="Kalender laden..." w={{ base: 'full', sm: 'auto' }}>
              Kies datums
            </Button>
          }
        >
          <RangeCalendar
            applied={value.preset === 'custom' ? { start: value.start, end: value.end } : null}
            today={today}
            open={open}
            onOpenChange={(isOpen) => {
              setOpen(isOpen);
              if (!isOpen) setPendingCustom(false);
            }}
            onRange={(range) => {
              setPendingCustom(false);
              onChange({ preset: 'custom', ...range });
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}
