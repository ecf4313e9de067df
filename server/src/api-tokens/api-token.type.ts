import { Field, ID, ObjectType } from 'type-graphql';

/** An API token as admins see it: never the secret, never its hash. */
@ObjectType({ description: 'A named token for internal tools; send its secret as `Authorization: Bearer <secret>`.' })
export class ApiToken {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: 'E-mail address of the admin it acts as (who created it).' })
  ownerEmail: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'Last request made with it (to the minute).' })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'Refused from then on; null: until revoked.' })
  expiresAt: Date | null;

  @Field(() => Boolean, { description: 'Queries and subscriptions only; mutations are FORBIDDEN.' })
  readOnly: boolean;
}
