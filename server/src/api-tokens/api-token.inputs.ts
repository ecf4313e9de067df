import { ArgsType, Field, ID } from 'type-graphql';
import { API_TOKEN_NAME_MAX_LENGTH } from '../shared/limits';
import { MaxChars, Required, Uuid } from '../shared/graphql/validation';

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
export class ApiTokenIdArgs {
  @Field(() => ID)
  @Uuid()
  id: string;
}
