import type {
  AppointmentByTokenQuery,
  AppointmentByTokenQueryVariables,
  AppointmentCancelMutation,
  AppointmentCancelMutationVariables,
  AppointmentRescheduleMutation,
  AppointmentRescheduleMutationVariables,
  CaptureBookableSlotsQuery,
  CaptureBookableSlotsQueryVariables,
  CaptureBookCallMutation,
  CaptureBookCallMutationVariables,
  CaptureCalendarShownMutation,
  CaptureCalendarShownMutationVariables,
} from '../../gql/graphql';
import { LeadApiError, operation, requestGraphQL, type CreatedLead } from '../api/leadApi';

/**
 * Booking a call over the same small fetch as the quick scan (no Apollo on public pages). The texts
 * are booking.graphql's operations, typed by codegen; a unit test keeps the two identical.
 */
export const BOOKABLE_SLOTS_OPERATION = `query CaptureBookableSlots($leadId: ID!, $surveyToken: String!, $days: Int!) {
  bookableSlots(leadId: $leadId, surveyToken: $surveyToken, days: $days)
}`;
export const BOOK_CALL_OPERATION = `mutation CaptureBookCall($leadId: ID!, $surveyToken: String!, $start: DateTimeISO!) {
  bookCall(leadId: $leadId, surveyToken: $surveyToken, start: $start) {
    id
    start
    end
    status
  }
}`;
export const CALENDAR_SHOWN_OPERATION = `mutation CaptureCalendarShown($leadId: ID!, $surveyToken: String!) {
  recordCalendarShown(leadId: $leadId, surveyToken: $surveyToken)
}`;
export const APPOINTMENT_BY_TOKEN_OPERATION = `query AppointmentByToken($token: String!, $days: Int!) {
  appointmentByToken(token: $token) {
    id
    start
    end
    status
    availableSlots(days: $days)
  }
}`;
export const RESCHEDULE_OPERATION = `mutation AppointmentReschedule($token: String!, $start: DateTimeISO!) {
  rescheduleAppointment(token: $token, start: $start) {
    id
    start
    end
    status
  }
}`;
export const CANCEL_OPERATION = `mutation AppointmentCancel($token: String!) {
  cancelAppointment(token: $token)
}`;

/** How many days of free times a calendar shows (the default horizon). */
export const CALENDAR_DAYS = 14;

export type BookedCall = CaptureBookCallMutation['bookCall'];
export type TokenAppointment = NonNullable<AppointmentByTokenQuery['appointmentByToken']>;
type SurveyLead = Pick<CreatedLead, 'leadId' | 'surveyToken'>;

export async function bookableSlots(lead: SurveyLead): Promise<string[]> {
  const data = await requestGraphQL(
    operation<CaptureBookableSlotsQuery, CaptureBookableSlotsQueryVariables>('CaptureBookableSlots', BOOKABLE_SLOTS_OPERATION),
    { leadId: lead.leadId, surveyToken: lead.surveyToken, days: CALENDAR_DAYS },
  );
  return data.bookableSlots;
}

export async function bookCall(lead: SurveyLead, start: string): Promise<BookedCall> {
  const data = await requestGraphQL(
    operation<CaptureBookCallMutation, CaptureBookCallMutationVariables>('CaptureBookCall', BOOK_CALL_OPERATION),
    {
      leadId: lead.leadId,
      surveyToken: lead.surveyToken,
      start,
    },
  );
  return data.bookCall;
}

/** For the dashboard's funnel; a failure is not the visitor's concern. */
export function recordCalendarShown(lead: SurveyLead): void {
  requestGraphQL(
    operation<CaptureCalendarShownMutation, CaptureCalendarShownMutationVariables>('CaptureCalendarShown', CALENDAR_SHOWN_OPERATION),
    {
      leadId: lead.leadId,
      surveyToken: lead.surveyToken,
    },
  ).catch(() => undefined);
}

export async function appointmentByToken(token: string): Promise<TokenAppointment | null> {
  const data = await requestGraphQL(
    operation<AppointmentByTokenQuery, AppointmentByTokenQueryVariables>('AppointmentByToken', APPOINTMENT_BY_TOKEN_OPERATION),
    { token, days: CALENDAR_DAYS },
  );
  return data.appointmentByToken ?? null;
}

export async function rescheduleAppointment(token: string, start: string): Promise<BookedCall> {
  const data = await requestGraphQL(
    operation<AppointmentRescheduleMutation, AppointmentRescheduleMutationVariables>('AppointmentReschedule', RESCHEDULE_OPERATION),
    { token, start },
  );
  return data.rescheduleAppointment;
}

export async function cancelAppointment(token: string): Promise<void> {
  await requestGraphQL(operation<AppointmentCancelMutation, AppointmentCancelMutationVariables>('AppointmentCancel', CANCEL_OPERATION), {
    token,
  });
}

/** What a visitor reads when a booking, move or cancellation failed. */
export function bookingProblem(error: unknown): string {
  if (error instanceof LeadApiError) {
    if (error.code === 'BAD_USER_INPUT' && error.problem) return error.problem.charAt(0).toUpperCase() + error.problem.slice(1);
    if (error.code === 'RATE_LIMITED' || error.code === 'FORBIDDEN') return error.message;
    if (error.code === 'NETWORK') return 'Geen verbinding. Controleer je internet en probeer het opnieuw.';
  }
  return 'Er is iets misgegaan. Probeer het opnieuw of bel ons.';
}

/** A refusal whose cure is another time (taken, too near...): the calendar is shown afresh. */
export function isTimeRefused(error: unknown): boolean {
  return error instanceof LeadApiError && error.code === 'BAD_USER_INPUT';
}
