import { ArgsType, Field, ID } from 'type-graphql';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, API_TOKEN_NAME_MAX_LENGTH } from '../shared/limits';
import { MaxChars, Required, Uuid } from '../shared/validation';

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
}

@ArgsType()
export class ApiTokenIdArgs {
  @Field(() => ID)
  @Uuid()
  id: string;
}
