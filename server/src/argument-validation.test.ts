import 'reflect-metadata';
import { getMetadataStorage, Validate, ValidatorConstraint, validateSync, type ValidatorConstraintInterface } from 'class-validator';
import { buildAppSchema } from './schema';
import { passesChecks } from './shared/graphql/input-check';
import { ARGUMENT_VALIDATION } from './shared/graphql/validation';
import { ButtonClickInput, CreateLeadInput } from './leads/lead.inputs';
import { LeadArrivalInput, LeadAttributionInput } from './leads/lead-attribution.inputs';
import { SurveyInput } from './survey/survey.inputs';
import { seededRandom } from './scripts/demo-leads';

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

const validByClassValidator = (input: object) => validateSync(input, ARGUMENT_VALIDATION).length === 0;

/** Values of every kind the inputs' validators meet: text of each length limit, formats valid and not, numbers, dates, lists. */
const SAMPLES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'a',
  'Jan de Vries',
  'x'.repeat(201),
  'x'.repeat(5001),
  '😀'.repeat(200),
  'jan@dakwerken-devries.nl',
  'geen adres',
  'https://www.dakwerken-devries.nl',
  'dakwerken-devries.nl',
  'javascript:alert(1)',
  '06-12345678',
  '06 1234 5678 toestel 3',
  '2026-11-28',
  '2026-02-30',
  '09:30',
  '2026-11-28T10:00:00Z',
  'e3b0c442-98fc-4c1c-9d3b-1c2a0b5d6e7f',
  'a-slug',
  'Geen Slug',
  0,
  -1,
  1,
  5,
  100,
  1e9,
  1.5,
  true,
  false,
  new Date('2026-11-28T10:00:00Z'),
  [],
  ['a', 'b'],
  ['x'.repeat(600)],
  ['2026-11-28', '2026-12-01'],
  ['2026-02-30'],
  Array.from({ length: 60 }, () => 'a'),
];

describe('passesChecks (the quick yes before class-validator, shared/graphql/input-check.ts)', () => {
  beforeAll(() => buildAppSchema());

  const inputClasses = () => [...registry.validationMetadatas.keys()].filter((target) => target !== AsyncProbe);

  /** An instance of `target` with random values in the properties its validators look at, nested inputs included. */
  function randomInput(target: new () => unknown, pick: (n: number) => number, depth = 0): object {
    const classes = inputClasses();
    const input = new target() as Record<string, unknown>;
    const properties = new Set((registry.validationMetadatas.get(target) ?? []).map(({ propertyName }) => propertyName));
    for (const property of properties) {
      const roll = pick(SAMPLES.length + 4);
      if (roll < SAMPLES.length) input[property] = SAMPLES[roll];
      else if (depth < 2 && roll === SAMPLES.length) input[property] = randomInput(classes[pick(classes.length)], pick, depth + 1);
      else if (depth < 2 && roll === SAMPLES.length + 1) {
        input[property] = Array.from({ length: pick(4) }, () => randomInput(classes[pick(classes.length)], pick, depth + 1));
      } else if (depth < 2) {
        // The nested type the property declares, so that valid nested inputs occur too.
        const declared = Reflect.getMetadata('design:type', target.prototype as object, property) as (new () => unknown) | undefined;
        input[property] = declared && classes.includes(declared) ? randomInput(declared, pick, depth + 1) : undefined;
      }
    }
    return input;
  }

  it("gives class-validator's answer for every input class, valid and invalid values alike", () => {
    // The demo data's seeded generator, so that a failure repeats.
    const random = seededRandom(31);
    const pick = (below: number) => random.int(below);
    const disagreements: string[] = [];
    let valid = 0;
    let invalid = 0;
    for (const target of inputClasses()) {
      for (let i = 0; i < 300; i++) {
        const input = randomInput(target, pick);
        const expected = validByClassValidator(input);
        if (expected) valid++;
        else invalid++;
        if (passesChecks(input) !== expected)
          disagreements.push(`${target.name} ${JSON.stringify(input)}: class-validator says ${expected}`);
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
    // Both answers occur often enough for the comparison to mean something.
    expect(valid).toBeGreaterThan(500);
    expect(invalid).toBeGreaterThan(500);
  });

  it('says yes to a full quick scan and a survey, and no when one nested value is wrong', () => {
    const arrival = Object.assign(new LeadArrivalInput(), { source: 'google', medium: 'cpc', gclid: 'abc', at: new Date() });
    const lead = Object.assign(new CreateLeadInput(), {
      name: 'Jan de Vries',
      email: 'jan@dakwerken-devries.nl',
      phone: '06-12345678',
      company: 'Dakwerken De Vries',
      website: 'https://www.dakwerken-devries.nl',
      buttonClick: Object.assign(new ButtonClickInput(), {
        buttonText: 'Gratis scan',
        pagePath: '/',
        pageTitle: 'Home',
        timestamp: new Date(),
      }),
      attribution: Object.assign(new LeadAttributionInput(), { first: arrival, last: arrival }),
    });
    const survey = Object.assign(new SurveyInput(), {
      businessServices: ['dakwerk', 'lekkage'],
      biggestFrustration: 'Te weinig aanvragen',
    });
    for (const input of [lead, survey]) {
      expect(validByClassValidator(input)).toBe(true);
      expect(passesChecks(input)).toBe(true);
    }
    arrival.source = 'x'.repeat(1000);
    expect(validByClassValidator(lead)).toBe(false);
    expect(passesChecks(lead)).toBe(false);
  });
});
