import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { BoardService } from './board.service';
import type { GraphQLContext } from '../shared/graphql/context';
import { actorOf } from '../shared/graphql/actor';
import { Lead } from '../leads/lead.type';
import { toLead } from '../leads/lead.mapper';
import { staleSince } from '../leads/follow-up.rules';
import { MoveLeadArgs } from './pipeline.inputs';
import { PipelineColumn, UpdatePipelineColumnArgs } from './pipeline-column.type';
import type { PipelineColumnRecord, PipelineColumnsService } from './pipeline-columns.service';

function toColumn(record: PipelineColumnRecord, now = new Date()): PipelineColumn {
  return Object.assign(new PipelineColumn(), { ...record, staleSince: staleSince(record.staleAfterDays, now) });
}

/** ADMIN: the sales board. */
@Authorized('admin')
@Resolver()
export class PipelineResolver {
  constructor(private readonly services: { board: BoardService; pipelineColumns: PipelineColumnsService }) {}

  @Mutation(() => Lead, {
    description:
      'Admin. Puts the lead at 1-based `position` of column `status` (past the end: last); other cards keep their order. ' +
      'Into CLOSED from another column sets outcome WON. Onto its own place changes nothing.',
  })
  async moveLead(@Args(() => MoveLeadArgs) args: MoveLeadArgs, @Ctx() ctx: GraphQLContext): Promise<Lead> {
    const { lead } = await this.services.board.move(args.id, args.status, args.position, actorOf(ctx).id);
    return toLead(lead);
  }

  @Query(() => [PipelineColumn], { description: 'Admin. The board columns in board order, with their settings.' })
  async pipelineColumns(): Promise<PipelineColumn[]> {
    const now = new Date();
    return (await this.services.pipelineColumns.list()).map((column) => toColumn(column, now));
  }

  @Mutation(() => PipelineColumn, { description: 'Admin. After how many untouched days a card of the column is marked stale. Audited.' })
  async updatePipelineColumn(
    @Args(() => UpdatePipelineColumnArgs) args: UpdatePipelineColumnArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PipelineColumn> {
    return toColumn(await this.services.pipelineColumns.setStaleAfterDays(args.status, args.staleAfterDays ?? null, actorOf(ctx)));
  }
}
