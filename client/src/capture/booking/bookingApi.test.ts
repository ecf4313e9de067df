import { describe, expect, it } from '@jest/globals';
import { parse, print } from 'graphql';
import {
  AppointmentByTokenDocument,
  AppointmentCancelDocument,
  AppointmentRescheduleDocument,
  CaptureBookableSlotsDocument,
  CaptureBookCallDocument,
  CaptureCalendarShownDocument,
} from '../../gql/graphql';
import { LeadApiError } from '../api/leadApi';
import {
  APPOINTMENT_BY_TOKEN_OPERATION,
  BOOK_CALL_OPERATION,
  BOOKABLE_SLOTS_OPERATION,
  bookingProblem,
  CALENDAR_SHOWN_OPERATION,
  CANCEL_OPERATION,
  RESCHEDULE_OPERATION,
} from './bookingApi';

describe('booking API operations', () => {
  // The sent text must be the document codegen checked against the schema and typed.
  it('sends exactly the operations of booking.graphql', () => {
    expect(print(parse(BOOKABLE_SLOTS_OPERATION))).toBe(print(CaptureBookableSlotsDocument));
    expect(print(parse(BOOK_CALL_OPERATION))).toBe(print(CaptureBookCallDocument));
    expect(print(parse(CALENDAR_SHOWN_OPERATION))).toBe(print(CaptureCalendarShownDocument));
    expect(print(parse(APPOINTMENT_BY_TOKEN_OPERATION))).toBe(print(AppointmentByTokenDocument));
    expect(print(parse(RESCHEDULE_OPERATION))).toBe(print(AppointmentRescheduleDocument));
    expect(print(parse(CANCEL_OPERATION))).toBe(print(AppointmentCancelDocument));
  });

  it.each([
    [
      new LeadApiError('Ongeldige invoer. start: dit tijdstip is net geboekt', 'BAD_USER_INPUT', 'dit tijdstip is net geboekt'),
      'Dit tijdstip is net geboekt',
    ],
    [new LeadApiError('Te veel verzoeken.', 'RATE_LIMITED'), 'Te veel verzoeken.'],
    [new LeadApiError('Geen verbinding met de server.', 'NETWORK'), 'Geen verbinding. Controleer je internet en probeer het opnieuw.'],
    [new LeadApiError('boom', 'INTERNAL_SERVER_ERROR'), 'Er is iets misgegaan. Probeer het opnieuw of bel ons.'],
  ])('tells the visitor what went wrong: %s', (error, text) => {
    expect(bookingProblem(error)).toBe(text);
  });
});
