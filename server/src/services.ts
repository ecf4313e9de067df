import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { LeadCaptureService } from './leads/lead-capture.service';
import { LeadService } from './leads/lead.service';
import { BoardService, type BlockLimits } from './pipeline/board.service';
import { SurveyService } from './survey/survey.service';
import { DashboardService } from './dashboard/dashboard.service';
import { createRateLimiter } from './shared/rate-limiter';

/** The services of one app, wired once; resolvers reach them through the GraphQL context. */
export interface Services {
  leads: LeadService;
  capture: LeadCaptureService;
  surveys: SurveyService;
  board: BoardService;
  dashboard: DashboardService;
}

export interface ServiceOptions {
  config: Config;
  dataSource: DataSource;
  /** Only tests change these (small blocks exercise splits and merges on a few dozen cards). */
  blockLimits?: BlockLimits;
}

export function createServices({ config, dataSource, blockLimits }: ServiceOptions): Services {
  const board = new BoardService(dataSource, blockLimits);
  const leadLimiter = createRateLimiter({
    prefix: 'create_lead',
    points: config.rateLimits.leadsPerMinute,
    durationSeconds: 60,
    message: 'Je hebt al een paar aanvragen verstuurd. Probeer het over een minuut opnieuw of bel ons.',
  });
  return {
    board,
    leads: new LeadService(dataSource, board),
    capture: new LeadCaptureService(dataSource, board, leadLimiter, config.rateLimits.leadsPerMinute),
    surveys: new SurveyService(dataSource, board),
    dashboard: new DashboardService(dataSource),
  };
}
