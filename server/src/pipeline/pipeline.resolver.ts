import { Args, Authorized, Mutation, Resolver } from 'type-graphql';
import type { AppServices } from '../services';
import { Lead } from '../leads/lead.type';
import { toLead } from '../leads/lead.mapper';
import { MoveLeadArgs } from './pipeline.inputs';

/** ADMIN: the sales board. */
@Authorized('admin')
@Resolver()
export class PipelineResolver {
  constructor(private readonly services: AppServices) {}

  @Mutation(() => Lead, {
    description:
      'Admin. Puts the lead at 1-based `position` of column `status` (past the end: last); other cards keep their order. ' +
      'Into CLOSED from another column sets outcome WON. Onto its own place changes nothing.',
  })
  async moveLead(@Args(() => MoveLeadArgs) args: MoveLeadArgs): Promise<Lead> {
    const { lead } = await this.services.board.move(args.id, args.status, args.position);
    return toLead(lead);
  }
}
