import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One of your own sessions (a browser where you are signed in).' })
export class UserSession {
  @Field(() => ID, { description: 'A handle for the session; not the session cookie.' })
  id: string;

  @Field(() => Date)
  signedInAt: Date;

  @Field(() => Date, { description: 'When it ends if unused (each request moves this on).' })
  expiresAt: Date;

  @Field(() => String, { nullable: true, description: 'The browser it was opened in, as it said.' })
  userAgent: string | null;

  @Field(() => Boolean, { description: 'The session of this request.' })
  current: boolean;
}

@ObjectType()
export class PasswordChange {
  @Field(() => Int, { description: 'How many other sessions of your account were ended.' })
  endedSessions: number;
}
