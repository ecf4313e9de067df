import { Field, ID, ObjectType } from 'type-graphql';

/** An account as the API shows it: never the password hash. */
@ObjectType()
export class User {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true, description: "'admin' grants the admin panel." })
  role: string | null;
}
