import type { MigrationInterface } from 'typeorm';
import { CreateLeads1763750000000 } from './1763750000000-create-leads';
import { BoardBlocks1763760000000 } from './1763760000000-board-blocks';
import { LeadSearchAndDashboardIndexes1763760100000 } from './1763760100000-lead-search-and-dashboard-indexes';
import { RateLimits1763760200000 } from './1763760200000-rate-limits';
import { LeadStatsDaily1763760300000 } from './1763760300000-lead-stats-daily';
import { CreateAccounts1763800000000 } from './1763800000000-create-accounts';
import { VisitorWritesOwnRows1764000000000 } from './1764000000000-visitor-writes-own-rows';
import { AccountsAuditPrivacy1764300000000 } from './1764300000000-accounts-audit-privacy';
import { LeadAttribution1764400000000 } from './1764400000000-lead-attribution';
import { DashboardSummaryAttribution1764400000001 } from './1764400000001-dashboard-summary-attribution';
import { Notifications1764500000000 } from './1764500000000-notifications';
import { FollowUps1764600000000 } from './1764600000000-follow-ups';
import { ErasedLeadMails1764700000000 } from './1764700000000-erased-lead-mails';
import { AdSpend1764900000000 } from './1764900000000-ad-spend';
import { Booking1765000000000 } from './1765000000000-booking';
import { PriorityListIndex1765100000000 } from './1765100000000-priority-list-index';
import { SummaryEventPosition1765100000001 } from './1765100000001-summary-event-position';
import { SummaryChannelReport1765100000002 } from './1765100000002-summary-channel-report';
import { LeadContactKeys1765200000000 } from './1765200000000-lead-contact-keys';
import { DropLeadChannelIndex1765300000000 } from './1765300000000-drop-lead-channel-index';
import { LeadColumnDomains1765400000000 } from './1765400000000-lead-column-domains';
import { LeadPriorityScore1765500000000 } from './1765500000000-lead-priority-score';
import { SummaryMonths1765600000000 } from './1765600000000-summary-months';

/** Every migration, oldest first. Written by hand and committed; `synchronize` is never on. */
export const migrations: (new () => MigrationInterface)[] = [
  CreateLeads1763750000000,
  BoardBlocks1763760000000,
  LeadSearchAndDashboardIndexes1763760100000,
  RateLimits1763760200000,
  LeadStatsDaily1763760300000,
  CreateAccounts1763800000000,
  VisitorWritesOwnRows1764000000000,
  AccountsAuditPrivacy1764300000000,
  LeadAttribution1764400000000,
  DashboardSummaryAttribution1764400000001,
  Notifications1764500000000,
  FollowUps1764600000000,
  ErasedLeadMails1764700000000,
  AdSpend1764900000000,
  Booking1765000000000,
  PriorityListIndex1765100000000,
  SummaryEventPosition1765100000001,
  SummaryChannelReport1765100000002,
  LeadContactKeys1765200000000,
  DropLeadChannelIndex1765300000000,
  LeadColumnDomains1765400000000,
  LeadPriorityScore1765500000000,
  SummaryMonths1765600000000,
];
