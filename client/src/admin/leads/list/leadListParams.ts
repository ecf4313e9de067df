import type { Channel, LeadFilter, LeadSource, LeadStatus } from '../../../gql/graphql';
import { CHANNELS, LEAD_SOURCES, LEAD_STATUSES } from '../../shared/lead/leadLabels';
import { enumParam, pageFromParams, SEARCH_PARAM } from '../../shared/url/listParams';

export const STATUS_PARAM = 'status';
export const SOURCE_PARAM = 'bron';
export const CHANNEL_PARAM = 'kanaal';
export const CAMPAIGN_PARAM = 'campagne';
/** ?opvolgen=1: only leads whose next action is due today or overdue. */
export const FOLLOW_UP_PARAM = 'opvolgen';
/** The server's bound of a campaign (utm_campaign), in code points. */
const CAMPAIGN_MAX = 200;

/** The filters the leads list offers (a LeadFilter with only what the URL can set). */
export interface LeadListFilter extends LeadFilter {
  search?: string;
  status?: LeadStatus;
  source?: LeadSource;
  channel?: Channel;
  campaign?: string;
  followUpDue?: boolean;
}

/**
 * The leads list's filter and page from its URL (?zoek=...&status=NEW&bron=QUICKSCAN&opvolgen=1&pagina=2):
 * one reading for the page and for the prefetch beside the login check, so both ask the same.
 */
export function leadListFromParams(params: URLSearchParams): { filter: LeadListFilter; page: number } {
  const search = (params.get(SEARCH_PARAM) ?? '').trim();
  const status = enumParam(params, STATUS_PARAM, LEAD_STATUSES);
  const source = enumParam(params, SOURCE_PARAM, LEAD_SOURCES);
  const channel = enumParam(params, CHANNEL_PARAM, CHANNELS);
  const campaign = Array.from((params.get(CAMPAIGN_PARAM) ?? '').trim())
    .slice(0, CAMPAIGN_MAX)
    .join('');
  const followUpDue = params.get(FOLLOW_UP_PARAM) === '1';
  return {
    filter: {
      ...(followUpDue && { followUpDue }),
      ...(search && { search }),
      ...(status && { status }),
      ...(source && { source }),
      ...(channel && { channel }),
      ...(campaign && { campaign }),
    },
    page: pageFromParams(params),
  };
}
