import type { LeadFilter, LeadSource, LeadStatus } from '../../../gql/graphql';
import { LEAD_SOURCES, LEAD_STATUSES } from '../../shared/lead/leadLabels';
import { enumParam, pageFromParams, SEARCH_PARAM } from '../../shared/url/listParams';

export const STATUS_PARAM = 'status';
export const SOURCE_PARAM = 'bron';

/** The filters the leads list offers (a LeadFilter with only what the URL can set). */
export interface LeadListFilter extends LeadFilter {
  search?: string;
  status?: LeadStatus;
  source?: LeadSource;
}

/**
 * The leads list's filter and page from its URL (?zoek=...&status=NEW&bron=QUICKSCAN&pagina=2):
 * one reading for the page and for the prefetch beside the login check, so both ask the same.
 */
export function leadListFromParams(params: URLSearchParams): { filter: LeadListFilter; page: number } {
  const search = (params.get(SEARCH_PARAM) ?? '').trim();
  const status = enumParam(params, STATUS_PARAM, LEAD_STATUSES);
  const source = enumParam(params, SOURCE_PARAM, LEAD_SOURCES);
  return {
    filter: { ...(search && { search }), ...(status && { status }), ...(source && { source }) },
    page: pageFromParams(params),
  };
}
