import { getMetadataStorage, ValidationTypes, type ValidationArguments } from 'class-validator';

/**
 * A quick yes for input objects that pass class-validator's checks, for the validation every GraphQL
 * argument goes through (validation.ts). class-validator's `validateSync` looks up, filters and
 * groups a class's validators again on every call, and builds an error object for every property,
 * valid or not: about 40% of a createLead's validation. Here each class's validators are looked up
 * once, from class-validator's own registry, and run in the same order with the same arguments.
 *
 * `passesChecks` answers true only when `validateSync(input, ARGUMENT_VALIDATION)` would find
 * nothing. It answers false when a check fails and wherever it is not sure (a promise, a validator
 * kind it does not run); the caller then runs `validateSync`, which gives the errors. A wrong no only
 * costs time; a wrong yes would let an invalid input through, so the table test in
 * argument-validation.test.ts holds the two to the same answer for every input class.
 */

type Metadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];

interface PropertyChecks {
  name: string;
  /** ValidateIf and the like: the property is checked only when all hold. */
  conditions: Metadata[];
  /** IsDefined: checked even when the value is missing. */
  defined: Metadata[];
  /** Every other validator of the property, in class-validator's order. */
  custom: Metadata[];
  nested: boolean;
}

/** The class of an input object, as class-validator's registry is keyed. */
type InputClass = abstract new (...args: never[]) => unknown;

const storage = getMetadataStorage();
const checksByClass = new Map<InputClass, PropertyChecks[] | 'unsupported'>();

/** The class's checks as ValidationExecutor.execute groups them, with the options validation.ts passes. */
function checksOf(target: InputClass): PropertyChecks[] | 'unsupported' {
  const known = checksByClass.get(target);
  if (known) return known;
  const byProperty = new Map<string, PropertyChecks>();
  let supported = true;
  for (const metadata of storage.getTargetValidationMetadatas(target, '', false, false, undefined)) {
    let property = byProperty.get(metadata.propertyName);
    if (!property) {
      property = { name: metadata.propertyName, conditions: [], defined: [], custom: [], nested: false };
      byProperty.set(metadata.propertyName, property);
    }
    if (metadata.type === ValidationTypes.CONDITIONAL_VALIDATION) property.conditions.push(metadata);
    else if (metadata.type === ValidationTypes.IS_DEFINED) property.defined.push(metadata);
    else if (metadata.type === ValidationTypes.NESTED_VALIDATION) property.nested = true;
    else if (metadata.type === ValidationTypes.CUSTOM_VALIDATION) property.custom.push(metadata);
    else if (metadata.type !== ValidationTypes.WHITELIST) supported = false;
  }
  const checks = supported ? [...byProperty.values()] : 'unsupported';
  checksByClass.set(target, checks);
  return checks;
}

/** What class-validator treats as a collection (each item checked on its own). */
const isCollection = (value: unknown): value is unknown[] | Set<unknown> | Map<unknown, unknown> =>
  Array.isArray(value) || value instanceof Set || value instanceof Map;

function runs(metadata: Metadata, object: object, value: unknown, property: string): boolean {
  if (metadata.validateIf && !metadata.validateIf(object, value)) return true;
  const values = metadata.each && isCollection(value) ? [...value.values()] : [value];
  const args: ValidationArguments = {
    targetName: object.constructor?.name,
    property,
    object,
    value,
    constraints: metadata.constraints,
  };
  for (const constraint of storage.getTargetValidatorConstraints(metadata.constraintCls)) {
    if (constraint.async) return false;
    for (const item of values) if (constraint.instance.validate(item, args) !== true) return false;
  }
  return true;
}

function nestedPasses(value: unknown): boolean {
  if (isCollection(value)) {
    for (const item of value.values()) if (!nestedPasses(item)) return false;
    return true;
  }
  return value instanceof Object && passesChecks(value);
}

/** True when class-validator would find nothing wrong with `input` (see above); false: ask it. */
export function passesChecks(input: object): boolean {
  const checks = checksOf(input.constructor as InputClass);
  if (checks === 'unsupported' || input instanceof Promise) return false;
  const object = input as Record<string, unknown>;
  for (const property of checks) {
    const value = object[property.name];
    if (value instanceof Promise) return false;
    if (property.conditions.some((condition) => !(condition.constraints[0] as (o: object, v: unknown) => boolean)(object, value))) continue;
    for (const metadata of property.defined) if (!runs(metadata, object, value, property.name)) return false;
    if (value === null || value === undefined) continue;
    for (const metadata of property.custom) if (!runs(metadata, object, value, property.name)) return false;
    if (property.nested && !nestedPasses(value)) return false;
  }
  return true;
}
