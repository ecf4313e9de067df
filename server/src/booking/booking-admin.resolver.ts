import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { actorOf } from '../shared/graphql/actor';
import { Lead } from '../leads/lead.type';
import { toLead } from '../leads/lead.mapper';
import type { BookingSettingsService } from './booking-settings.service';
import type { LeadService } from '../leads/lead.service';
import { ADMIN_ROLE, type GraphQLContext } from '../shared/graphql/context';
import { listComplexity } from '../shared/graphql/operation-limits';
import { DashboardArgs } from '../dashboard/dashboard.type';
import { Appointment, BookingFunnel, BookingSettings } from './appointment.type';
import { AppointmentIdArgs, AppointmentsArgs, BookingSettingsInput } from './booking.inputs';
import type { AppointmentRecord, AppointmentService } from './appointment.service';
import { toAppointment } from './appointment.mapper';

/** ADMIN: the 'Agenda' screen's settings and calls, and the dashboard's funnel. Read-only tokens may read. */
@Authorized(ADMIN_ROLE)
@Resolver()
export class BookingAdminResolver {
  constructor(private readonly services: { appointments: AppointmentService; bookingSettings: BookingSettingsService }) {}

  @Query(() => BookingSettings, { description: 'Admin. When leads can book a call.' })
  bookingSettings(): Promise<BookingSettings> {
    return this.services.bookingSettings.load();
  }

  @Mutation(() => BookingSettings, {
    description: 'Admin. Replaces the settings (BAD_USER_INPUT per field: times HH:MM, blocks that overlap, bounds). Audited.',
  })
  updateBookingSettings(
    @Arg('input', () => BookingSettingsInput) input: BookingSettingsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BookingSettings> {
    return this.services.bookingSettings.save(input, actorOf(ctx));
  }

  @Query(() => [Appointment], {
    complexity: listComplexity,
    description: 'Admin. Calls starting in [from, to) (at most 366 days, 1000 calls), booked and cancelled, in order.',
  })
  async appointments(@Args(() => AppointmentsArgs) { from, to }: AppointmentsArgs): Promise<Appointment[]> {
    return (await this.services.appointments.list(from, to)).map(toAppointment);
  }

  @Query(() => Appointment, { nullable: true, description: 'Admin. Null when there is no such call.' })
  async appointment(@Args(() => AppointmentIdArgs) { id }: AppointmentIdArgs): Promise<Appointment | null> {
    const record = await this.services.appointments.findById(id);
    return record ? toAppointment(record) : null;
  }

  @Mutation(() => Appointment, {
    description: 'Admin. Moves a call to a free start (the rules of bookCall); the lead is mailed the new time. In its history.',
  })
  async moveAppointment(
    @Args(() => AppointmentIdArgs) { id }: AppointmentIdArgs,
    @Arg('start', () => Date) start: Date,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Appointment> {
    return toAppointment(await this.services.appointments.moveByAdmin(id, start, actorOf(ctx).id));
  }

  @Mutation(() => Appointment, { description: 'Admin. Cancels a call; the lead is mailed the cancellation. In its history.' })
  async cancelAppointmentById(@Args(() => AppointmentIdArgs) { id }: AppointmentIdArgs, @Ctx() ctx: GraphQLContext): Promise<Appointment> {
    return toAppointment(await this.services.appointments.cancelByAdmin(id, actorOf(ctx).id));
  }

  @Query(() => BookingFunnel, {
    description: 'Admin. Of the leads created in [from, to) (both left out: all): survey completed, calendar shown, call booked.',
  })
  bookingFunnel(@Args(() => DashboardArgs) { from, to }: DashboardArgs): Promise<BookingFunnel> {
    return this.services.appointments.funnel(from ?? null, to ?? null);
  }
}

/**
 * One batch per tick: a board of 2 000 leads asks for their calls in one query. Per request (and per
 * subscription event over WebSocket), without a cache, so an event never sees an older answer.
 */
const loaders = new WeakMap<object, DataLoader<string, AppointmentRecord[]>>();
function appointmentsLoader(ctx: GraphQLContext, service: AppointmentService): DataLoader<string, AppointmentRecord[]> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader((ids) => service.forLeads(ids), { cache: false });
    loaders.set(ctx, loader);
  }
  return loader;
}

@Authorized(ADMIN_ROLE)
@Resolver(() => Lead)
export class LeadAppointmentsResolver {
  constructor(private readonly services: { appointments: AppointmentService }) {}

  @FieldResolver(() => [Appointment], { description: "Admin. The lead's calls (the latest 20), oldest first." })
  async appointments(@Root() lead: Lead, @Ctx() ctx: GraphQLContext): Promise<Appointment[]> {
    return (await appointmentsLoader(ctx, this.services.appointments).load(lead.id)).map(toAppointment);
  }
}

@Authorized(ADMIN_ROLE)
@Resolver(() => Appointment)
export class AppointmentLeadResolver {
  constructor(private readonly services: { leads: LeadService }) {}

  @FieldResolver(() => Lead, { nullable: true, description: 'Admin only: the lead whose call it is.' })
  async lead(@Root() appointment: Appointment): Promise<Lead | null> {
    const entity = await this.services.leads.findById(appointment.leadId);
    return entity ? toLead(entity) : null;
  }
}
