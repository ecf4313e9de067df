import type { AppointmentRecord } from './appointment.service';
import { Appointment } from './appointment.type';

export function toAppointment(record: AppointmentRecord): Appointment {
  return Object.assign(new Appointment(), record);
}
