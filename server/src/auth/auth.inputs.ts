import { ArgsType, Field } from 'type-graphql';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../shared/limits';
import { MaxChars, MinChars, Required } from '../shared/graphql/validation';

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
