import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ArrayMinSize, IsEnum } from 'class-validator';
import { WebhookEvent, WEBHOOK_EVENTS } from '../notifications/notification.rules';
import { AtLeast, AtMost, MaxChars, MaxItems, Required, Trim, Uuid } from '../shared/graphql/validation';
import { WEBHOOK_URL_MAX } from './webhook-url.guard';

registerEnumType(WebhookEvent, {
  name: 'WebhookEvent',
  description: 'What a webhook is told about; the body carries `type`, `timestamp` and `data` (the lead id and what changed).',
});

export enum WebhookDeliveryStatus {
  PENDING = 'pending',
  RETRYING = 'retrying',
  DELIVERED = 'delivered',
  FAILED = 'failed',
}
registerEnumType(WebhookDeliveryStatus, { name: 'WebhookDeliveryStatus' });

@ObjectType({ description: 'One message to one webhook: its attempts so far (the delivery log).' })
export class WebhookDelivery {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'The `webhook-id` header: the same on every attempt, so a receiver can drop repeats.' })
  messageId: string;

  @Field(() => WebhookEvent)
  event: WebhookEvent;

  @Field(() => WebhookDeliveryStatus)
  status: WebhookDeliveryStatus;

  @Field(() => Int, { description: 'Attempts made so far.' })
  attempt: number;

  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status of the last attempt." })
  statusCode: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  error: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  lastAttemptAt: Date | null;

  @Field(() => Date, { nullable: true })
  deliveredAt: Date | null;
}

@ObjectType({ description: 'An outgoing webhook (Standard Webhooks, see docs/lead-api.md).' })
export class Webhook {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  url: string;

  @Field(() => [WebhookEvent])
  events: WebhookEvent[];

  @Field(() => Date)
  createdAt: Date;

  @Field(() => String, {
    nullable: true,
    description: 'The signing secret (`whsec_...`): only in the answer to createWebhook, never again.',
  })
  secret: string | null;
}

@InputType()
export class CreateWebhookInput {
  @Field(() => String, { description: 'http(s) URL; private and loopback addresses are refused unless WEBHOOK_ALLOW_PRIVATE=true.' })
  @Trim()
  @Required()
  @MaxChars(WEBHOOK_URL_MAX)
  url: string;

  @Field(() => [WebhookEvent])
  @ArrayMinSize(1, { message: 'kies minstens één gebeurtenis' })
  @MaxItems(WEBHOOK_EVENTS.length)
  @IsEnum(WebhookEvent, { each: true })
  events: WebhookEvent[];
}

@ArgsType()
export class WebhookIdArgs {
  @Field(() => ID)
  @Uuid()
  id: string;
}

@ArgsType()
export class DeliveriesArgs {
  @Field(() => Int, { defaultValue: 50 })
  @AtLeast(1)
  @AtMost(200)
  limit: number;
}
