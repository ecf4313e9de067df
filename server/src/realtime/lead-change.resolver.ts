import { Authorized, Resolver, Root, Subscription } from 'type-graphql';
import { ADMIN_ROLE } from '../users/user.service';
import { LeadChange } from './lead-change.type';
import { LEAD_CHANGED_TOPIC } from './lead-event-feed';

@Authorized(ADMIN_ROLE)
@Resolver()
export class LeadChangeResolver {
  @Subscription(() => LeadChange, {
    topics: LEAD_CHANGED_TOPIC,
    description:
      'Every create, update (including moves) and delete of a lead, from every server process. ' +
      'Over graphql-ws on /graphql; the session cookie or a bearer token is checked when the socket connects.',
  })
  leadChanged(@Root() change: LeadChange): LeadChange {
    return change;
  }
}
