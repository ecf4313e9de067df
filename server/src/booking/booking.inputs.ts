import { ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { AtLeast, AtMost, CalendarDay, MaxChars, MaxItems, Uuid } from '../shared/graphql/validation';
import { BOOKING_BOUNDS, MAX_SLOT_DAYS } from './booking.rules';
import { Weekday } from './booking.enums';

const { callMinutes, bufferMinutes, minimumNoticeMinutes, horizonDays, capacity } = BOOKING_BOUNDS;

@InputType()
export class BookingHoursInput {
  @Field(() => Weekday)
  weekday: Weekday;

  @Field(() => String, { description: "'HH:MM', Amsterdam time." })
  @MaxChars(5)
  start: string;

  @Field(() => String, { description: "'HH:MM', Amsterdam time; '24:00' is midnight." })
  @MaxChars(5)
  end: string;
}

/** Bounds per field here; what depends on several fields (times, overlaps) in booking.rules.ts. */
@InputType()
export class BookingSettingsInput {
  @Field(() => [BookingHoursInput], { description: 'At most 4 stretches per weekday that do not overlap.' })
  @MaxItems(BOOKING_BOUNDS.windows)
  @ValidateNested()
  weeklyHours: BookingHoursInput[];

  @Field(() => Int)
  @AtLeast(callMinutes.min)
  @AtMost(callMinutes.max)
  callMinutes: number;

  @Field(() => Int)
  @AtLeast(bufferMinutes.min)
  @AtMost(bufferMinutes.max)
  bufferMinutes: number;

  @Field(() => Int)
  @AtLeast(minimumNoticeMinutes.min)
  @AtMost(minimumNoticeMinutes.max)
  minimumNoticeMinutes: number;

  @Field(() => Int)
  @AtLeast(horizonDays.min)
  @AtMost(horizonDays.max)
  horizonDays: number;

  @Field(() => [String], { description: 'YYYY-MM-DD.' })
  @MaxItems(BOOKING_BOUNDS.daysOff)
  @CalendarDay({ each: true })
  daysOff: string[];

  @Field(() => Int)
  @AtLeast(capacity.min)
  @AtMost(capacity.max)
  capacity: number;
}

@ArgsType()
export class SlotArgs {
  @Field(() => Date, { nullable: true, description: 'From this moment (default: now).' })
  from?: Date | null;

  @Field(() => Int, { defaultValue: 7, description: `How many days from \`from\` (1 to ${MAX_SLOT_DAYS}).` })
  @AtLeast(1)
  @AtMost(MAX_SLOT_DAYS)
  days: number;
}

@ArgsType()
export class AppointmentsArgs {
  @Field(() => Date, { description: 'Calls starting at or after this moment...' })
  from: Date;

  @Field(() => Date, { description: '...and before this one (at most 366 days later).' })
  to: Date;
}

@ArgsType()
export class AppointmentIdArgs {
  @Field(() => ID)
  @Uuid()
  id: string;
}
