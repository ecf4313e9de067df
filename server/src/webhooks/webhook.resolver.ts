import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';

import { actorOf } from '../shared/graphql/actor';
import { ADMIN_ROLE, type GraphQLContext } from '../shared/graphql/context';
import { listComplexity } from '../shared/graphql/operation-limits';
import type { DeliveryRecord, WebhookService } from './webhook.service';
import { CreateWebhookInput, DeliveriesArgs, Webhook, WebhookDelivery, WebhookDeliveryStatus, WebhookIdArgs } from './webhook.type';

function toDelivery(record: DeliveryRecord): WebhookDelivery {
  return Object.assign(new WebhookDelivery(), { ...record, status: record.status as WebhookDeliveryStatus, attempt: record.attempts });
}

/** Outgoing webhooks: set up in the admin panel or through the API (docs/lead-api.md, "Webhooks"). */
@Authorized(ADMIN_ROLE)
@Resolver(() => Webhook)
export class WebhookResolver {
  constructor(private readonly services: { webhooks: WebhookService }) {}

  @Query(() => [Webhook], { complexity: listComplexity, description: 'Every webhook, newest first (without secrets).' })
  webhooks(): Promise<Webhook[]> {
    return this.services.webhooks.list();
  }

  @Mutation(() => Webhook, { description: 'Adds a webhook; the answer carries its signing secret, once.' })
  createWebhook(@Arg('input', () => CreateWebhookInput) input: CreateWebhookInput, @Ctx() ctx: GraphQLContext): Promise<Webhook> {
    return this.services.webhooks.create(input, actorOf(ctx));
  }

  @Mutation(() => Boolean, { description: 'Removes a webhook and its delivery log; queued deliveries are dropped.' })
  async deleteWebhook(@Args() { id }: WebhookIdArgs, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.services.webhooks.delete(id, actorOf(ctx));
    return true;
  }

  @Mutation(() => WebhookDelivery, { description: "'Opnieuw versturen': the same message (same webhook-id) again." })
  async redeliverWebhook(@Args() { id }: WebhookIdArgs): Promise<WebhookDelivery> {
    return toDelivery(await this.services.webhooks.redeliver(id));
  }

  // No list factor: at most WEBHOOKS_MAX webhooks with at most 200 deliveries each, in one query per webhook.
  @FieldResolver(() => [WebhookDelivery], { description: 'The delivery log, newest first.' })
  async deliveries(@Root() webhook: Webhook, @Args() { limit }: DeliveriesArgs): Promise<WebhookDelivery[]> {
    return (await this.services.webhooks.deliveries(webhook.id, limit)).map(toDelivery);
  }
}
