import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppointmentService } from './appointment.service';
import type { GraphQLContext } from '../shared/graphql/context';
import { UNBOOKED_FOLLOW_UP_MINUTES } from './booking.rules';
import { toAppointment } from './appointment.mapper';
import { Appointment } from './appointment.type';
import { SlotArgs } from './booking.inputs';

/**
 * PUBLIC operations of booking a call. The visitor's are authorized by the lead's survey token
 * (FORBIDDEN when wrong or expired), the e-mailed link's by its secret token; the writes are
 * rate-limited per client (RATE_LIMITED). What an appointment says about its lead is for admins only
 * (Appointment.lead, booking-admin.resolver.ts).
 */
@Resolver()
export class BookingPublicResolver {
  constructor(private readonly services: { appointments: AppointmentService }) {}

  @Query(() => [Date], {
    description:
      "Public, with the lead's survey token. The free starts (UTC instants) of the next `days` days from `from` (default now), " +
      "in order, after the minimum notice and within the horizon. The lead's own planned call does not block them.",
  })
  bookableSlots(
    @Arg('leadId', () => ID) leadId: string,
    @Arg('surveyToken', () => String) surveyToken: string,
    @Args(() => SlotArgs) { from, days }: SlotArgs,
  ): Promise<Date[]> {
    return this.services.appointments.bookableSlots(leadId, surveyToken, from, days);
  }

  @Mutation(() => Appointment, {
    description:
      "Public, with the lead's survey token; rate-limited per client. Books the call at `start` (one of bookableSlots), or moves " +
      "the lead's planned call there (a lead holds at most one future call). A taken, past, too near, too far or closed time is " +
      'BAD_USER_INPUT (field start) in Dutch. The lead gets a confirmation with the invitation; the admins are told.',
  })
  async bookCall(
    @Arg('leadId', () => ID) leadId: string,
    @Arg('surveyToken', () => String) surveyToken: string,
    @Arg('start', () => Date) start: Date,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Appointment> {
    return toAppointment(await this.services.appointments.book(leadId, surveyToken, start, ctx.clientIp));
  }

  @Mutation(() => Boolean, {
    description:
      "Public, with the lead's survey token; rate-limited per client. The visitor was shown the calendar (the dashboard's funnel; " +
      'a HOT lead that then books nothing within an hour is put up for a call today). Once per lead; true.',
  })
  async recordCalendarShown(
    @Arg('leadId', () => ID) leadId: string,
    @Arg('surveyToken', () => String) surveyToken: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await this.services.appointments.recordCalendarShown(leadId, surveyToken, ctx.clientIp, UNBOOKED_FOLLOW_UP_MINUTES);
    return true;
  }

  @Query(() => Appointment, {
    nullable: true,
    description: 'Public, with the secret of an e-mailed link (/afspraak/<token>). Null when unknown.',
  })
  async appointmentByToken(@Arg('token', () => String) token: string): Promise<Appointment | null> {
    const record = await this.services.appointments.byToken(token);
    return record ? toAppointment(record) : null;
  }

  @Mutation(() => Appointment, {
    description:
      'Public, with the secret of an e-mailed link; rate-limited per client. Moves the call to `start` (or plans a cancelled one ' +
      'again); refusals as bookCall. The lead gets the updated invitation (same UID, higher SEQUENCE). FORBIDDEN for an unknown link.',
  })
  async rescheduleAppointment(
    @Arg('token', () => String) token: string,
    @Arg('start', () => Date) start: Date,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Appointment> {
    return toAppointment(await this.services.appointments.rescheduleByToken(token, start, ctx.clientIp));
  }

  @Mutation(() => Boolean, {
    description:
      'Public, with the secret of an e-mailed link; rate-limited per client. Cancels the call (true, also when it already was); ' +
      'the lead gets the cancellation (METHOD:CANCEL). A call that has begun cannot be cancelled (BAD_USER_INPUT).',
  })
  cancelAppointment(@Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return this.services.appointments.cancelByToken(token, ctx.clientIp);
  }
}

/** Whoever holds an appointment (a survey token, a link, or an admin) may see where it could move. */
@Resolver(() => Appointment)
export class AppointmentSlotsResolver {
  constructor(private readonly services: { appointments: AppointmentService }) {}

  @FieldResolver(() => [Date], {
    description:
      'The free starts this call could move to: its own time does not block them, and while it is planned its own start is not ' +
      'among them (a move there would change nothing).',
  })
  availableSlots(@Root() appointment: Appointment, @Args(() => SlotArgs) { from, days }: SlotArgs): Promise<Date[]> {
    return this.services.appointments.moveTargets(appointment, from, days);
  }
}
