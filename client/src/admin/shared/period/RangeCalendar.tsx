import { useState } from 'react';
import { Box, Button, DatePicker, Flex, Portal, Text, parseDate, useDatePickerContext, type DateValue } from '@chakra-ui/react';
import CalendarRange from 'lucide-react/icons/calendar-range';
import { TIME_ZONE } from '../format/dates';
import { dayKey, formatDayRange, type CalendarDay } from './period';
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

export interface AppliedRange {
  start: CalendarDay;
  end: CalendarDay;
}

const asValue = (applied: AppliedRange | null): DateValue[] =>
  applied ? [parseDate(dayKey(applied.start)), parseDate(dayKey(applied.end))] : [];

export interface RangeCalendarProps {
  /** The custom range on screen, if any. */
  applied: AppliedRange | null;
  today: CalendarDay;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRange: (range: AppliedRange) => void;
}

/**
 * The two-month range calendar: Chakra's DatePicker (Ark/Zag: keyboard navigation, focus handling
 * and screen-reader labels built in), closing once both dates are chosen. It is loaded only when
 * 'Aangepaste periode' is chosen: the date library behind it is most of its weight.
 */
export function RangeCalendar({ applied, today, open, onOpenChange, onRange }: RangeCalendarProps) {
  const [range, setRange] = useState<DateValue[]>(() => asValue(applied));
  const rangeText = applied ? formatDayRange(applied.start, applied.end) : 'Kies datums';
  return (
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
      translations={{
        ...datePickerTranslations,
        trigger: (isOpen) => (isOpen ? 'Kalender sluiten' : `Aangepaste periode kiezen: ${rangeText}`),
      }}
      positioning={{ placement: 'bottom-end' }}
      onOpenChange={(details) => {
        onOpenChange(details.open);
        // Closed halfway through a new range: back to the one applied (a complete range is it).
        if (!details.open) setRange((current) => (current.length === 2 ? current : asValue(applied)));
      }}
      onValueChange={(details) => {
        setRange(details.value);
        if (details.value.length === 2) onRange({ start: toDay(details.value[0]), end: toDay(details.value[1]) });
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
  );
}
