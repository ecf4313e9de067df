import { Arg, Authorized, Ctx, Float, ID, Mutation, Resolver } from 'type-graphql';
import type { AdSpendService } from './ad-spend.service';
import { actorOf } from '../shared/graphql/actor';
import { Channel } from '../leads/channel.enums';
import { ADMIN_ROLE, type GraphQLContext } from '../shared/graphql/context';
import { AdPlatform } from './ad-spend.enums';
import { AdSpendImport, ManualSpend } from './ad-spend.type';

/** ADMIN: ad spend in, from the platforms' export files or by hand (docs/lead-api.md, "Ad spend and the channel report"). */
@Authorized(ADMIN_ROLE)
@Resolver()
export class AdSpendResolver {
  constructor(private readonly services: { adSpend: AdSpendService }) {}

  @Mutation(() => AdSpendImport, {
    description:
      "Admin. Stores the spend in an ad platform's export (the file's text, at most 5 MB): each day and campaign replaces what was " +
      'stored for that platform, day and campaign. A refused file stores nothing (BAD_USER_INPUT, `line` in `extensions.fields`). ' +
      'With dryRun: what would be stored, storing nothing.',
  })
  importAdSpend(
    @Arg('platform', () => AdPlatform) platform: AdPlatform,
    @Arg('csv', () => String) csv: string,
    @Arg('dryRun', () => Boolean, { nullable: true, defaultValue: false }) dryRun: boolean | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdSpendImport> {
    return this.services.adSpend.importFile(platform, csv, dryRun ?? false, actorOf(ctx));
  }

  @Mutation(() => ManualSpend, { description: 'Admin. Sets the spend of a channel in a month (`2026-11`), replacing what was set for it.' })
  setManualSpend(
    @Arg('channel', () => Channel) channel: Channel,
    @Arg('month', () => String) month: string,
    @Arg('amount', () => Float) amount: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ManualSpend> {
    return this.services.adSpend.setManual(channel, month, amount, actorOf(ctx));
  }

  @Mutation(() => Boolean, { description: 'Admin. Removes a manual amount; NOT_FOUND when there is none with this id.' })
  async deleteManualSpend(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.services.adSpend.deleteManual(id, actorOf(ctx));
    return true;
  }
}
