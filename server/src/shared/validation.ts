import {
  ArrayMaxSize,
  IsEmail,
  IsUUID,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  type ValidationOptions,
} from 'class-validator';

/**
 * class-validator decorators with the Dutch messages visitors and admins read. Use these instead of
 * the bare class-validator ones so that every BAD_USER_INPUT explains itself in Dutch.
 */
const each = (options?: ValidationOptions): ValidationOptions => ({ ...options });

export const Required = (options?: ValidationOptions) => MinLength(1, { ...each(options), message: 'is verplicht' });
export const MaxChars = (max: number, options?: ValidationOptions) =>
  MaxLength(max, { ...each(options), message: `mag hoogstens ${max} tekens bevatten` });
export const Email = (options?: ValidationOptions) =>
  IsEmail({}, { ...each(options), message: 'is geen geldig e-mailadres' });
export const WebAddress = (options?: ValidationOptions) =>
  IsUrl({ require_protocol: false, protocols: ['http', 'https'] }, { ...each(options), message: 'is geen geldig webadres' });
export const PhoneNumber = (options?: ValidationOptions) =>
  Matches(/^[+()0-9\s./-]{6,30}$/, { ...each(options), message: 'is geen geldig telefoonnummer' });
export const AtLeast = (min: number, options?: ValidationOptions) => Min(min, { ...each(options), message: `moet minstens ${min} zijn` });
export const AtMost = (max: number, options?: ValidationOptions) => Max(max, { ...each(options), message: `mag hoogstens ${max} zijn` });
export const MaxItems = (max: number, options?: ValidationOptions) =>
  ArrayMaxSize(max, { ...each(options), message: `mag hoogstens ${max} items bevatten` });
export const MinChars = (min: number, options?: ValidationOptions) =>
  MinLength(min, { ...each(options), message: `moet minstens ${min} tekens bevatten` });
export const Slug = (options?: ValidationOptions) =>
  Matches(/^[a-z][a-z0-9_-]*$/, { ...each(options), message: 'mag alleen kleine letters, cijfers, - en _ bevatten' });
export const Uuid = (options?: ValidationOptions) => IsUUID('all', { ...each(options), message: 'is geen geldig id' });
