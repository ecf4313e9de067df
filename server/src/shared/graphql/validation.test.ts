import 'reflect-metadata';
import { ArgumentValidationError } from 'type-graphql';
import { BadUserInputError } from '../errors';
import { Email, MaxChars, Required, Trim, validateArgument } from './validation';

class Contact {
  @Trim()
  @Required()
  @MaxChars(5)
  name?: string;

  @Email()
  email?: string;
}

const contact = (fields: Partial<Contact>) => Object.assign(new Contact(), fields);

/** The field messages of the ArgumentValidationError that `validateArgument` throws, or [] when it accepts. */
async function problems(value: unknown): Promise<string[]> {
  try {
    await validateArgument(value, Object, { args: {} } as never);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ArgumentValidationError);
    const errors = (error as ArgumentValidationError).extensions.validationErrors as {
      property: string;
      constraints: Record<string, string>;
    }[];
    return errors.flatMap(({ property, constraints }) => Object.values(constraints).map((message) => `${property} ${message}`));
  }
}

describe('validateArgument (the schema-wide argument validation)', () => {
  it('accepts a valid input object and leaves out what is not given', async () => {
    expect(await problems(contact({ name: ' Jan ' }))).toEqual([]);
  });

  it('names every invalid field with its Dutch message', async () => {
    expect(await problems(contact({ name: 'Jan de Vries', email: 'geen adres' }))).toEqual([
      'name mag hoogstens 5 tekens bevatten',
      'email is geen geldig e-mailadres',
    ]);
  });

  it('checks each input object of a list', async () => {
    expect(await problems([contact({ name: 'Jan' }), null, contact({ name: '   ' })])).toEqual(['name is verplicht']);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'Jan de Vries'],
    ['a number', 42],
  ])('lets %s through: scalars are checked by their GraphQL type', async (_what, value) => {
    expect(await problems(value)).toEqual([]);
  });

  it("refuses forbidden characters in any of the field's arguments before class-validator, naming them", () => {
    // The name is longer than MaxChars(5): had class-validator run first, its error would come instead.
    const args = { input: contact({ name: 'Jan de Vries' }), note: 'a\u0000b' };
    let refused: unknown;
    try {
      void validateArgument(args.input, Object, { args } as never);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(BadUserInputError);
    expect(refused).toMatchObject({ problems: [{ field: 'note', message: 'bevat ongeldige tekens' }] });
  });
});
