import { Authorized, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { ADMIN_ROLE, type GraphQLContext } from '../shared/graphql/context';
import type { SubscribeOptions } from './local-pub-sub';
import { LeadChange } from './lead-change.type';
import { LEAD_CHANGED_TOPIC } from './lead-event-feed';

@Authorized(ADMIN_ROLE)
@Resolver()
export class LeadChangeResolver {
  @Subscription(() => LeadChange, {
    topics: LEAD_CHANGED_TOPIC,
    // Not a topic filter: the socket's resync callback, which LocalPubSub calls when it cuts this subscriber off.
    topicId: ({ context }: SubscribeResolverData<unknown, unknown, GraphQLContext>): SubscribeOptions => ({ onCutOff: context.onCutOff }),
    description:
      'Every create, update (including moves) and delete of a lead, from every server process. ' +
      'Over graphql-ws on /graphql; the session cookie or a bearer token is checked when the socket connects.',
  })
  leadChanged(@Root() change: LeadChange): LeadChange {
    return change;
  }
}
