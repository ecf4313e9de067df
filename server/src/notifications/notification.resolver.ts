import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';

import { ADMIN_ROLE, type GraphQLContext } from '../shared/graphql/context';
import { listComplexity } from '../shared/graphql/operation-limits';
import type { OutgoingMessageRecord, MailService } from './mail.service';
import {
  NotificationSettings,
  NotificationSettingsInput,
  OutgoingMessage,
  OutgoingMessageIdArgs,
  OutgoingMessagesArgs,
  OutgoingMessageStatus,
} from './notification.type';

function toMessage(record: OutgoingMessageRecord): OutgoingMessage {
  return Object.assign(new OutgoingMessage(), { ...record, status: record.status as OutgoingMessageStatus });
}

/** E-mail notifications: what went out ('Uitgaande berichten') and each admin's own choice. */
@Authorized(ADMIN_ROLE)
@Resolver()
export class NotificationResolver {
  constructor(private readonly services: { mails: MailService }) {}

  @Query(() => [OutgoingMessage], { complexity: listComplexity, description: 'E-mails sent or kept, newest first.' })
  async outgoingMessages(@Args() { limit }: OutgoingMessagesArgs): Promise<OutgoingMessage[]> {
    return (await this.services.mails.list(limit)).map(toMessage);
  }

  @Query(() => Boolean, { description: 'Whether e-mails are really sent (SMTP_URL is set).' })
  mailSending(): boolean {
    return this.services.mails.sending;
  }

  @Mutation(() => OutgoingMessage, { description: "'Opnieuw versturen' of a message not yet sent (needs SMTP_URL)." })
  async resendOutgoingMessage(@Args() { id }: OutgoingMessageIdArgs): Promise<OutgoingMessage> {
    return toMessage(await this.services.mails.resend(id));
  }

  @Query(() => NotificationSettings, { description: 'Which e-mails you receive.' })
  async notificationSettings(@Ctx() ctx: GraphQLContext): Promise<NotificationSettings> {
    return this.services.mails.settingsOf(ctx.user!.id);
  }

  @Mutation(() => NotificationSettings, { description: 'Chooses which e-mails you receive.' })
  async updateNotificationSettings(
    @Arg('input', () => NotificationSettingsInput) input: NotificationSettingsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NotificationSettings> {
    return this.services.mails.saveSettings(ctx.user!.id, input);
  }
}
