import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AtLeast, AtMost, NotNull, Uuid } from '../shared/graphql/validation';

export enum OutgoingMessageStatus {
  NOT_SENT = 'not_sent',
  PENDING = 'pending',
  RETRYING = 'retrying',
  SENT = 'sent',
  FAILED = 'failed',
}
registerEnumType(OutgoingMessageStatus, {
  name: 'OutgoingMessageStatus',
  description: 'NOT_SENT: no SMTP server is configured (SMTP_URL), the message is only kept.',
});

@ObjectType({ description: "An e-mail the product sent or would have sent ('Uitgaande berichten')." })
export class OutgoingMessage {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: "'new_lead', 'hot_survey' or 'daily_summary'." })
  kind: string;

  @Field(() => String)
  recipient: string;

  @Field(() => String)
  subject: string;

  @Field(() => String, { description: 'The plain-text body.' })
  text: string;

  @Field(() => OutgoingMessageStatus)
  status: OutgoingMessageStatus;

  @Field(() => Int)
  attempts: number;

  @Field(() => String, { nullable: true })
  error: string | null;

  @Field(() => ID, { nullable: true })
  leadId: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;
}

@ObjectType({ description: 'Which e-mails you receive.' })
export class NotificationSettings {
  @Field(() => Boolean, { description: 'A new lead came in.' })
  newLead: boolean;

  @Field(() => Boolean, { description: 'A survey was completed as HOT.' })
  hotSurvey: boolean;

  @Field(() => Boolean, { description: 'Working days at 8:00: leads waiting for a first contact.' })
  dailySummary: boolean;
}

@InputType()
export class NotificationSettingsInput {
  @Field(() => Boolean)
  @NotNull()
  newLead: boolean;

  @Field(() => Boolean)
  @NotNull()
  hotSurvey: boolean;

  @Field(() => Boolean)
  @NotNull()
  dailySummary: boolean;
}

@ArgsType()
export class OutgoingMessagesArgs {
  @Field(() => Int, { defaultValue: 100 })
  @AtLeast(1)
  @AtMost(500)
  limit: number;
}

@ArgsType()
export class OutgoingMessageIdArgs {
  @Field(() => ID)
  @Uuid()
  id: string;
}
