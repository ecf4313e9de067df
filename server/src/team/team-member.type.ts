import { Field, ID, Int, ObjectType } from 'type-graphql';

/** An account as the Team screen shows it: never the password hash. */
@ObjectType()
export class TeamMember {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { description: "'admin' grants the admin panel." })
  role: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  lastSignInAt: Date | null;

  @Field(() => Boolean, { description: 'A disabled account cannot sign in; its sessions and tokens have ended.' })
  disabled: boolean;

  @Field(() => Int, { description: 'Sessions that have not expired.' })
  activeSessions: number;

  @Field(() => Int, { description: 'API tokens not revoked or expired.' })
  apiTokens: number;
}
