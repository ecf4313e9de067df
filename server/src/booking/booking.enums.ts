import { registerEnumType } from 'type-graphql';

export enum AppointmentStatus {
  BOOKED = 'BOOKED',
  CANCELLED = 'CANCELLED',
}

registerEnumType(AppointmentStatus, {
  name: 'AppointmentStatus',
  description: 'BOOKED holds its time (also once it has passed); CANCELLED frees it.',
});

/** Days of the week as the settings name them (ISO order: Monday first). */
export enum Weekday {
  MONDAY = 'MONDAY',
  TUESDAY = 'TUESDAY',
  WEDNESDAY = 'WEDNESDAY',
  THURSDAY = 'THURSDAY',
  FRIDAY = 'FRIDAY',
  SATURDAY = 'SATURDAY',
  SUNDAY = 'SUNDAY',
}

registerEnumType(Weekday, { name: 'Weekday' });

/** ISO weekday number (1 = Monday ... 7 = Sunday) of each Weekday, as luxon counts them. */
export const ISO_WEEKDAY: Record<Weekday, number> = {
  [Weekday.MONDAY]: 1,
  [Weekday.TUESDAY]: 2,
  [Weekday.WEDNESDAY]: 3,
  [Weekday.THURSDAY]: 4,
  [Weekday.FRIDAY]: 5,
  [Weekday.SATURDAY]: 6,
  [Weekday.SUNDAY]: 7,
};
