import { ArgsType, Field, ID } from 'type-graphql';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, API_TOKEN_NAME_MAX_LENGTH } from '../shared/limits';
import { MaxChars, MinChars, Required, Uuid } from '../shared/graphql/validation';

@ArgsType()
export class LoginArgs {
  @Field(() => String)
  @Required()
  @MaxChars(EMAIL_MAX_LENGTH)
  email: string;

  @Field(() => String)
  @Required()
  @MaxChars(PASSWORD_MAX_LENGTH)
  password: string;
}

@ArgsType()
export class CreateApiTokenArgs {
  @Field(() => String, { description: 'What the token is for, e.g. the tool that uses it.' })
  @Required()
  @MaxChars(API_TOKEN_NAME_MAX_LENGTH)
  name: string;

  @Field(() => Boolean, { defaultValue: false, description: 'Queries and subscriptions only.' })
  readOnly: boolean;

  @Field(() => Date, { nullable: true, description: 'When the token stops working; leave out for no expiry.' })
  expiresAt?: Date | null;
}

@ArgsType()
export class ChangePasswordArgs {
  @Field(() => String)
  @Required()
  @MaxChars(PASSWORD_MAX_LENGTH)
  currentPassword: string;

  @Field(() => String, { description: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.` })
  @MinChars(PASSWORD_MIN_LENGTH)
  @MaxChars(PASSWORD_MAX_LENGTH)
  newPassword: string;
}

@ArgsType()
export class ApiTokenIdArgs {
  @Field(() => ID)
  @Uuid()
  id: string;
}
