import { useState } from 'react';
import { Box, Button, DatePicker, Field, Flex, NativeSelect, Portal, Text, parseDate, useDatePickerContext, type DateValue } from '@chakra-ui/react';
import CalendarRange from 'lucide-react/icons/calendar-range';
import { TIME_ZONE } from '../../shared/format/dates';
import { dayKey, formatDayRange, PERIOD_OPTIONS, type CalendarDay, type PeriodPreset, type PeriodSelection } from '../period';
import { datePickerTranslations } from './datePickerTranslations';

const toDay = (value: DateValue): CalendarDay => ({ year: value.year, month: value.month, day: value.day });

const monthName = new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** The month above each table: on phones the two months are stacked under one header. */
function MonthCaption({ offset }: { offset: number }) {
  const { visibleRange } = useDatePickerContext();
  const month = visibleRange.start.add({ months: offset });
  return (
    <Text textStyle="sm" fontWeight="semibold" textAlign="center" mb="1" hideFrom="md" aria-hidden>
      {monthName.format(new Date(Date.UTC(month.year, month.month - 1, 1)))}
    </Text>
  );
}

const appliedRange = (value: PeriodSelection): DateValue[] =>
  value.preset === 'custom' ? [parseDate(dayKey(value.start)), parseDate(dayKey(value.end))] : [];

export interface PeriodSelectProps {
  value: PeriodSelection;
  onChange(selection: PeriodSelection): void;
  today: CalendarDay;
}

/**
 * SPEC.md: the period select; 'Aangepaste periode' opens a two-month range calendar (Chakra's
 * DatePicker, on Ark/Zag: keyboard navigation and screen-reader labels built in) that closes once
 * both dates are chosen. Until then the dashboard keeps its current period; closing the calendar
 * without a range returns the select to it.
 */
export function PeriodSelect({ value, onChange, today }: PeriodSelectProps) {
  // 'Aangepaste periode' chosen but no range yet: the dashboard still shows `value`.
  const [pendingCustom, setPendingCustom] = useState(false);
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<DateValue[]>(() => appliedRange(value));
  const choice: PeriodPreset = pendingCustom ? 'custom' : value.preset;

  const choose = (preset: PeriodPreset) => {
    if (preset === 'custom') {
      setPendingCustom(true);
      setRange([]);
      setOpen(true);
    } else {
      setPendingCustom(false);
      setOpen(false);
      onChange({ preset });
    }
  };

  const rangeText = value.preset === 'custom' ? formatDayRange(value.start, value.end) : 'Kies datums';

  return (
    <Flex gap="2" wrap="wrap" align="flex-end" w={{ base: 'full', md: 'auto' }}>
      <Field.Root w={{ base: 'full', sm: '56' }}>
        <Field.Label textStyle="xs" color="fg.muted">
          Periode
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={choice} onChange={(event) => choose(event.currentTarget.value as PeriodPreset)} data-period-select>
            {PERIOD_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {choice === 'custom' && (
        <DatePicker.Root
          selectionMode="range"
          numOfMonths={2}
          locale="nl-NL"
          timeZone={TIME_ZONE}
          startOfWeek={1}
          max={parseDate(dayKey(today))}
          // Future days are disabled, so show last month and this one.
          defaultFocusedValue={parseDate(dayKey(today)).subtract({ months: 1 })}
          value={range}
          open={open}
          closeOnSelect
          translations={{ ...datePickerTranslations, trigger: (isOpen) => (isOpen ? 'Kalender sluiten' : `Aangepaste periode kiezen: ${rangeText}`) }}
          positioning={{ placement: 'bottom-end' }}
          onOpenChange={(details) => {
            setOpen(details.open);
            if (details.open) return;
            setPendingCustom(false);
            // Closed halfway through a new range: back to the one applied (a complete range is it).
            setRange((current) => (current.length === 2 ? current : appliedRange(value)));
          }}
          onValueChange={(details) => {
            setRange(details.value);
            if (details.value.length === 2) {
              setPendingCustom(false);
              onChange({ preset: 'custom', start: toDay(details.value[0]), end: toDay(details.value[1]) });
            }
          }}
          w={{ base: 'full', sm: 'auto' }}
        >
          <DatePicker.Control>
            <DatePicker.Trigger asChild unstyled>
              <Button variant="outline" size="sm" w={{ base: 'full', sm: 'auto' }} justifyContent="flex-start" data-range-trigger>
                <CalendarRange aria-hidden /> {rangeText}
              </Button>
            </DatePicker.Trigger>
          </DatePicker.Control>
          <Portal>
            <DatePicker.Positioner>
              <DatePicker.Content data-range-calendar maxW="calc(100vw - 1rem)" maxH="calc(100dvh - 6rem)" overflowY="auto">
                <DatePicker.View view="day">
                  <DatePicker.Header />
                  <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
                    {[0, 1].map((offset) => (
                      <Box key={offset}>
                        <MonthCaption offset={offset} />
                        <DatePicker.DayTable offset={offset || undefined} />
                      </Box>
                    ))}
                  </Flex>
                </DatePicker.View>
                <DatePicker.View view="month">
                  <DatePicker.Header />
                  <DatePicker.MonthTable />
                </DatePicker.View>
                <DatePicker.View view="year">
                  <DatePicker.Header />
                  <DatePicker.YearTable />
                </DatePicker.View>
              </DatePicker.Content>
            </DatePicker.Positioner>
          </Portal>
        </DatePicker.Root>
      )}
    </Flex>
  );
}
