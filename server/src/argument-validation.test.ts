import 'reflect-metadata';
import { getMetadataStorage, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { buildAppSchema } from './schema';

/** class-validator's registry of validators per class (not in its typings; read-only here). */
const registry = getMetadataStorage() as unknown as {
  validationMetadatas: Map<new () => unknown, { propertyName: string; constraintCls?: new () => unknown }[]>;
};

/** `Class.property` for each validator on `target` whose constraint is asynchronous. */
function asyncValidatorsOf(target: new () => unknown): string[] {
  return (registry.validationMetadatas.get(target) ?? [])
    .filter(
      ({ constraintCls }) =>
        constraintCls &&
        getMetadataStorage()
          .getTargetValidatorConstraints(constraintCls)
          .some((c) => c.async),
    )
    .map(({ propertyName }) => `${target.name}.${propertyName}`);
}

@ValidatorConstraint({ name: 'probe', async: true })
class AsyncProbeConstraint implements ValidatorConstraintInterface {
  validate(): Promise<boolean> {
    return Promise.resolve(false);
  }
}

class AsyncProbe {
  @Validate(AsyncProbeConstraint)
  field?: string;
}

/**
 * The schema validates arguments with class-validator's validateSync (shared/graphql/validation.ts),
 * which ignores an asynchronous validator instead of running it: no input may have one.
 */
describe('argument validation', () => {
  it('finds an asynchronous validator where there is one', () => {
    expect(asyncValidatorsOf(AsyncProbe)).toEqual(['AsyncProbe.field']);
  });

  it('has no asynchronous validator on any GraphQL input', async () => {
    await buildAppSchema();
    const targets = [...registry.validationMetadatas.keys()].filter((target) => target !== AsyncProbe);
    expect(targets.length).toBeGreaterThan(10);
    expect(targets.flatMap(asyncValidatorsOf)).toEqual([]);
  });
});
