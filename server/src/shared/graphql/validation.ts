import {
  ArrayMaxSize,
  IsDefined,
  IsEmail,
  IsUUID,
  IsUrl,
  Matches,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
  validateSync,
  type ValidationOptions,
  type ValidatorOptions,
} from 'class-validator';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';
import { refuseForbiddenText } from '../text/plain-text';
import { passesChecks } from './input-check';

/**
 * class-validator decorators with the Dutch messages visitors and admins read. Use these instead of
 * the bare class-validator ones so that every BAD_USER_INPUT explains itself in Dutch.
 */
const each = (options?: ValidationOptions): ValidationOptions => ({ ...options });

/**
 * Characters as PostgreSQL counts them in `varchar(n)` and `char_length`: code points. A variation
 * selector (U+FE0F) or a combining mark is a character of its own, an astral character (emoji) is
 * one. class-validator's MaxLength (validator.js isLength) counts neither selectors nor surrogate
 * pairs the same way, so a value it accepted could still be refused by the database.
 */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

const charactersBetween = (name: string, min: number, max: number, message: string, options?: ValidationOptions) =>
  ValidateBy(
    {
      name,
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string') return false;
          const count = characterCount(value);
          return count >= min && count <= max;
        },
        defaultMessage: () => message,
      },
    },
    each(options),
  );

export const Required = (options?: ValidationOptions) => charactersBetween('required', 1, Infinity, 'is verplicht', options);
export const MaxChars = (max: number, options?: ValidationOptions) =>
  charactersBetween('maxChars', 0, max, `mag hoogstens ${max} tekens bevatten`, options);
export const Email = (options?: ValidationOptions) => IsEmail({}, { ...each(options), message: 'is geen geldig e-mailadres' });
export const WebAddress = (options?: ValidationOptions) =>
  IsUrl({ require_protocol: false, protocols: ['http', 'https'] }, { ...each(options), message: 'is geen geldig webadres' });
export const PhoneNumber = (options?: ValidationOptions) =>
  Matches(/^[+()0-9\s./-]{6,30}$/, { ...each(options), message: 'is geen geldig telefoonnummer' });
export const AtLeast = (min: number, options?: ValidationOptions) => Min(min, { ...each(options), message: `moet minstens ${min} zijn` });
export const AtMost = (max: number, options?: ValidationOptions) => Max(max, { ...each(options), message: `mag hoogstens ${max} zijn` });
export const MaxItems = (max: number, options?: ValidationOptions) =>
  ArrayMaxSize(max, { ...each(options), message: `mag hoogstens ${max} items bevatten` });
export const MinChars = (min: number, options?: ValidationOptions) =>
  charactersBetween('minChars', min, Infinity, `moet minstens ${min} tekens bevatten`, options);
export const Slug = (options?: ValidationOptions) =>
  Matches(/^[a-z][a-z0-9_-]*$/, { ...each(options), message: 'mag alleen kleine letters, cijfers, - en _ bevatten' });
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(value: unknown): boolean {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export const CalendarDay = (options?: ValidationOptions) =>
  ValidateBy(
    { name: 'calendarDay', validator: { validate: isCalendarDay, defaultMessage: () => 'is geen geldige datum (JJJJ-MM-DD)' } },
    each(options),
  );
export const Uuid = (options?: ValidationOptions) => IsUUID('all', { ...each(options), message: 'is geen geldig id' });

/**
 * An optional input field that, when given, may not be null (e.g. `name` in updateLead: leave it out
 * to keep the name, but null cannot clear it). class-validator skips null values otherwise.
 */
export const NotNull = (): PropertyDecorator => (target, key) => {
  ValidateIf((object: Record<string | symbol, unknown>) => object[key] !== undefined)(target, key);
  IsDefined({ message: 'mag niet leeg zijn' })(target, key);
};

function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    return items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
  }
  return value;
}

/**
 * Trims a text field (and each entry of a text list, dropping empty entries) before validation, so a
 * name of spaces is "required" and length limits count what is stored. TypeGraphQL builds input
 * objects with Object.assign, which runs this setter; the setter then stores the trimmed value as an
 * ordinary own property, so spreading and Object.keys see it as usual.
 */
export const Trim = (): PropertyDecorator => (target, key) => {
  Object.defineProperty(target, key, {
    configurable: true,
    enumerable: false,
    get: () => undefined,
    set(this: object, value: unknown) {
      Object.defineProperty(this, key, { value: trimmed(value), writable: true, enumerable: true, configurable: true });
    },
  });
};

/** An optional text field where an empty string means "none": format checks then do not apply. */
export const OptionalText = (): PropertyDecorator => (target, key) => {
  ValidateIf((object: Record<string | symbol, unknown>) => object[key] !== undefined && object[key] !== null && object[key] !== '')(
    target,
    key,
  );
};

/**
 * TypeGraphQL's options for class-validator: properties left out of an input are not checked.
 * passesChecks (input-check.ts) follows exactly these; change them together.
 */
export const ARGUMENT_VALIDATION: ValidatorOptions = { forbidUnknownValues: false, stopAtFirstError: false, skipMissingProperties: true };

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * How every GraphQL argument is validated (the schema's `validateFn`): first the field's arguments
 * for characters no field accepts (refuseForbiddenText), then class-validator on each input object,
 * as TypeGraphQL's built-in validation does, with the same ArgumentValidationError (BAD_USER_INPUT,
 * turned into Dutch field messages by format-error.ts). The built-in one resolves
 * `require('class-validator')` again for every argument of every request, tens of microseconds of
 * module lookup per createLead (docs/benchmarks.md, the 2026-11-26 night reading); this one
 * imports it once. Every validator on an input is synchronous, so it runs class-validator's
 * `validateSync`, which skips the promises `validate` makes for each input (about 5% of createLead's
 * throughput, docs/benchmarks.md). `validateSync` ignores an async validator: the schema's test
 * (argument-validation.test.ts) fails when an input gets one. A valid input is recognised by
 * `passesChecks` (input-check.ts) without class-validator's per-call lookups; only an input that
 * fails it goes through `validateSync`, which reports what is wrong.
 */
export const validateArgument: ValidatorFn = (value, _type, { args }) => {
  refuseForbiddenText(args);
  const inputs = Array.isArray(value) ? value.filter(isObject) : isObject(value) ? [value] : [];
  // An input that passes the quick check needs no report; the others get class-validator's.
  const errors = inputs.flatMap((input) => (passesChecks(input) ? [] : validateSync(input, ARGUMENT_VALIDATION)));
  if (errors.length > 0) throw new ArgumentValidationError(errors);
};
