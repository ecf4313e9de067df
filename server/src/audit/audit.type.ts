import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { AtLeast, AtMost, MaxChars, OptionalText, Trim } from '../shared/graphql/validation';
import { IsIn, ValidateNested } from 'class-validator';
import { AUDIT_ACTIONS } from './audit.service';

export const AUDIT_PAGE_MAX = 200;

@ObjectType({ description: 'An entry of the audit log: who did what, when and from where.' })
export class AuditEvent {
  @Field(() => ID)
  id: string;

  @Field(() => Date)
  at: Date;

  @Field(() => String, { description: `One of: ${AUDIT_ACTIONS.join(', ')}.` })
  action: string;

  @Field(() => ID, { nullable: true })
  actorId: string | null;

  @Field(() => String, { nullable: true, description: 'Who acted (for a failed sign-in: the address tried).' })
  actorEmail: string | null;

  @Field(() => String, { nullable: true, description: "'session', 'token' or 'system'." })
  credential: string | null;

  @Field(() => String, { nullable: true, description: 'Client IP address.' })
  ip: string | null;

  @Field(() => String, { nullable: true, description: "'user', 'token', 'lead' or 'session'." })
  targetType: string | null;

  @Field(() => ID, { nullable: true })
  targetId: string | null;

  @Field(() => String, { nullable: true, description: "JSON: counts, roles, reasons; never a lead's personal data." })
  details: string | null;
}

@InputType()
export class AuditFilterInput {
  @Field(() => String, { nullable: true })
  @OptionalText()
  @IsIn(AUDIT_ACTIONS as string[], { message: 'is geen bekende actie' })
  action?: string | null;

  @Field(() => String, { nullable: true, description: 'Part of the e-mail address of who acted.' })
  @Trim()
  @MaxChars(254)
  actorEmail?: string | null;

  @Field(() => ID, { nullable: true, description: 'The account, token or lead it concerned.' })
  @OptionalText()
  @MaxChars(64)
  targetId?: string | null;

  @Field(() => Date, { nullable: true })
  from?: Date | null;

  @Field(() => Date, { nullable: true })
  to?: Date | null;
}

@ArgsType()
export class AuditEventsArgs {
  @Field(() => AuditFilterInput, { nullable: true })
  @ValidateNested()
  filter?: AuditFilterInput | null;

  @Field(() => Int, { defaultValue: 50, description: `At most ${AUDIT_PAGE_MAX}.` })
  @AtLeast(1)
  @AtMost(AUDIT_PAGE_MAX)
  limit: number;

  @Field(() => Int, { defaultValue: 0 })
  @AtLeast(0)
  @AtMost(1_000_000)
  offset: number;
}
