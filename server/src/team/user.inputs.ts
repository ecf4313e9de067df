import { ArgsType, Field, ID } from 'type-graphql';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLE_MAX_LENGTH } from '../shared/limits';
import { Email, MaxChars, MinChars, Required, Slug, Uuid } from '../shared/graphql/validation';

@ArgsType()
export class CreateUserArgs {
  @Field(() => String)
  @Email()
  @MaxChars(EMAIL_MAX_LENGTH)
  email: string;

  @Field(() => String, { description: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.` })
  @MinChars(PASSWORD_MIN_LENGTH)
  @MaxChars(PASSWORD_MAX_LENGTH)
  password: string;

  @Field(() => String, { description: "'admin' for the admin panel; any other role can sign in but not use it." })
  @Required()
  @MaxChars(ROLE_MAX_LENGTH)
  @Slug()
  role: string;
}

@ArgsType()
export class UserIdArgs {
  @Field(() => ID)
  @Uuid()
  id: string;
}

@ArgsType()
export class SetUserRoleArgs extends UserIdArgs {
  @Field(() => String, { description: "'admin' for the admin panel; any other role can sign in but not use it." })
  @Required()
  @MaxChars(ROLE_MAX_LENGTH)
  @Slug()
  role: string;
}

@ArgsType()
export class SetUserDisabledArgs extends UserIdArgs {
  @Field(() => Boolean)
  disabled: boolean;
}
