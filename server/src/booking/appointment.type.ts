import { Field, ID, Int, ObjectType } from 'type-graphql';
import { AppointmentStatus, Weekday } from './booking.enums';

/**
 * A call a lead booked. What the visitor with the lead's survey token or an e-mailed link may see:
 * the lead itself (`lead`) is a field for admins only (booking-admin.resolver.ts).
 */
@ObjectType({ description: 'A booked call (Amsterdam time is the business time; the API speaks UTC instants).' })
export class Appointment {
  @Field(() => ID)
  id: string;

  @Field(() => Date)
  start: Date;

  @Field(() => Date)
  end: Date;

  @Field(() => AppointmentStatus)
  status: AppointmentStatus;

  /** Not in the API: which lead, and how often the call was moved (the invitation's SEQUENCE). */
  leadId: string;
  sequence: number;
}

@ObjectType({ description: 'A stretch of a weekday when calls can be planned, in Amsterdam time.' })
export class BookingHours {
  @Field(() => Weekday)
  weekday: Weekday;

  @Field(() => String, { description: "'HH:MM' (Amsterdam)." })
  start: string;

  @Field(() => String, { description: "'HH:MM' (Amsterdam); '24:00' is midnight." })
  end: string;
}

@ObjectType({ description: "When leads can book a call (the 'Agenda' screen)." })
export class BookingSettings {
  @Field(() => [BookingHours], { description: 'Weekly hours, in Amsterdam time.' })
  weeklyHours: BookingHours[];

  @Field(() => Int, { description: 'Length of a call.' })
  callMinutes: number;

  @Field(() => Int, { description: 'Kept free after every call.' })
  bufferMinutes: number;

  @Field(() => Int, { description: 'A call starts at least this long after it is booked.' })
  minimumNoticeMinutes: number;

  @Field(() => Int, { description: 'A call starts at most this many days after it is booked.' })
  horizonDays: number;

  @Field(() => [String], { description: 'Days without calls (YYYY-MM-DD, Amsterdam), in order.' })
  daysOff: string[];

  @Field(() => Int, { description: 'Calls that can run at once (people taking calls).' })
  capacity: number;
}

@ObjectType({ description: 'Of the leads created in the period: completed surveys, then saw the calendar, then booked a call.' })
export class BookingFunnel {
  @Field(() => Int, { description: 'Leads of the period that completed the survey.' })
  surveysCompleted: number;

  @Field(() => Int, { description: 'Of those, the ones shown the calendar.' })
  calendarShown: number;

  @Field(() => Int, { description: 'Of those, the ones that booked a call (also if it was cancelled later).' })
  callsBooked: number;

  @Field(() => Int, { description: 'Leads of the period that booked a call without completing the survey (after the quick scan).' })
  callsBookedWithoutSurvey: number;
}
