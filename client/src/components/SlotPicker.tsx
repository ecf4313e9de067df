import { useId, useMemo, useState } from 'react';
import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { callClock, callDay, callDayLong, callTimeLong, startsByDay } from '../lib/callTime';
import { company } from '../lib/company';

export interface SlotPickerProps {
  /** Free starts (ISO instants), in order. */
  slots: readonly string[];
  /** The start being booked: it says so, and every time waits meanwhile. */
  pending: string | null;
  onPick: (start: string) => void;
  /** What a pick does, said in each time's name ('Plan gesprek op', 'Verplaats naar'). */
  action: string;
}

/**
 * The free times of the next days in Amsterdam time: the days as a radio group (arrow keys move
 * between them, each labelled 'di 3 nov'), the chosen day's times as buttons that act at once (one
 * tap books). Each time's accessible name says the whole moment: 'Plan gesprek op dinsdag
 * 3 november om 09:00'. Days scroll sideways on a phone; times wrap in a grid.
 */
export function SlotPicker({ slots, pending, onPick, action }: SlotPickerProps) {
  const days = useMemo(() => startsByDay(slots), [slots]);
  const [chosen, setChosen] = useState<string | null>(null);
  const name = useId();
  const day = days.find((candidate) => candidate.key === chosen) ?? days[0];

  if (!day) {
    return (
      <Text data-slots="none">
        In de agenda is voorlopig geen tijd meer vrij. Bel ons gerust op {company.phone.display}: dan spreken we samen een moment af.
      </Text>
    );
  }
  return (
    <Stack gap="4" data-slots={slots.length}>
      <chakra.fieldset minW="0" role="radiogroup">
        <chakra.legend textStyle="sm" fontWeight="semibold" mb="2">
          Kies een dag
        </chakra.legend>
        <Flex gap="2" overflowX="auto" pb="1" css={{ scrollbarWidth: 'thin' }}>
          {days.map((option) => {
            const checked = option.key === day.key;
            return (
              <chakra.label
                key={option.key}
                flexShrink={0}
                px="3"
                py="2"
                borderWidth="1px"
                borderRadius="l2"
                cursor="pointer"
                textStyle="sm"
                fontWeight="medium"
                textAlign="center"
                bg={checked ? 'brand.solid' : 'bg'}
                color={checked ? 'brand.contrast' : 'fg'}
                borderColor={checked ? 'brand.solid' : 'border'}
                _hover={checked ? undefined : { borderColor: 'brand.solid' }}
                _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
              >
                <chakra.input type="radio" name={name} value={option.key} checked={checked} onChange={() => setChosen(option.key)} srOnly />
                {callDay(option.starts[0])}
                <chakra.span display="block" fontWeight="normal" textStyle="xs" color={checked ? 'brand.contrast' : 'fg.muted'}>
                  {option.starts.length} {option.starts.length === 1 ? 'tijd' : 'tijden'}
                </chakra.span>
              </chakra.label>
            );
          })}
        </Flex>
      </chakra.fieldset>
      <Box>
        <Text id={`${name}-times`} textStyle="sm" fontWeight="semibold" mb="2">
          Vrije tijden op {callDayLong(day.starts[0])}
        </Text>
        <chakra.ul
          aria-labelledby={`${name}-times`}
          listStyleType="none"
          display="grid"
          gridTemplateColumns="repeat(auto-fill, minmax(5.5rem, 1fr))"
          gap="2"
        >
          {day.starts.map((start) => (
            <li key={start}>
              <Button
                width="full"
                variant={pending === start ? 'solid' : 'outline'}
                aria-label={`${action} ${callTimeLong(start)}`}
                aria-busy={pending === start || undefined}
                disabled={pending !== null}
                onClick={() => onPick(start)}
                data-slot={start}
              >
                {pending === start ? 'Bezig...' : callClock(start)}
              </Button>
            </li>
          ))}
        </chakra.ul>
      </Box>
    </Stack>
  );
}
