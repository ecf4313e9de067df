import type { LeadFieldsFragment, LeadFilter, LeadOrder, LeadStatus } from '../../../gql/graphql';
import { LEAD_STATUSES } from './leadLabels';

type ListedLead = Pick<
  LeadFieldsFragment,
  'id' | 'name' | 'company' | 'email' | 'status' | 'source' | 'outcome' | 'createdAt' | 'pipelineOrder'
> & {
  survey?: unknown;
};

/**
 * Whether a lead belongs in a list asked for with `filter`, by the server's rules
 * (server/src/leads/lead.service.ts): search is part of the name, company or e-mail in any case;
 * `from` inclusive, `to` exclusive on createdAt; `hasSurvey` on the survey being there. For a
 * `useLeadChanges` callback deciding where a CREATED or UPDATED lead goes without a refetch.
 */
export function leadMatchesFilter(lead: ListedLead, filter: LeadFilter | null | undefined): boolean {
  if (!filter) return true;
  if (filter.search) {
    const needle = filter.search.toLocaleLowerCase('nl-NL');
    const haystacks = [lead.name, lead.company ?? '', lead.email];
    if (!haystacks.some((text) => text.toLocaleLowerCase('nl-NL').includes(needle))) return false;
  }
  if (filter.status && lead.status !== filter.status) return false;
  if (filter.source && lead.source !== filter.source) return false;
  if (filter.outcome && lead.outcome !== filter.outcome) return false;
  const created = Date.parse(lead.createdAt);
  if (filter.from && created < Date.parse(filter.from)) return false;
  if (filter.to && created >= Date.parse(filter.to)) return false;
  if (filter.hasSurvey === true && !lead.survey) return false;
  if (filter.hasSurvey === false && lead.survey) return false;
  return true;
}

const columnRank = (status: LeadStatus) => LEAD_STATUSES.indexOf(status);

/**
 * The server's list orders as a comparator: BOARD (column, then pipelineOrder, then oldest first)
 * and NEWEST (createdAt descending); the id breaks ties in both, as on the server.
 */
export function compareLeads(order: LeadOrder = 'BOARD') {
  return (a: ListedLead, b: ListedLead): number => {
    if (order === 'NEWEST') {
      return Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
    }
    return (
      columnRank(a.status) - columnRank(b.status) ||
      a.pipelineOrder - b.pipelineOrder ||
      Date.parse(a.createdAt) - Date.parse(b.createdAt) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
    );
  };
}
