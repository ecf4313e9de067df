import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rules on `leads`' columns (allowed values, ranges, lengths) move from table CHECK constraints
 * to domains, the column types that carry them. Same rules, same SQLSTATE (23514), cheaper writes:
 * PostgreSQL reads a table's CHECK constraints from their stored text, plans and prepares every one
 * of them again in each INSERT or UPDATE statement (13 on `leads`, whichever columns the statement
 * sets), while a domain's check is kept ready in the type cache and runs only for the columns a
 * statement assigns. Measured with pgbench on PostgreSQL 18 (docs/benchmarks.md, "Where createLead's
 * time goes"): the capture statement of createLead ran 11% more per second, a survey save's UPDATE
 * 17%. `next_action_note`'s own check repeated its varchar(500), which already counts characters as
 * char_length does, so it goes without a domain.
 */
const DOMAINS = `
  CREATE DOMAIN lead_source AS varchar(16) CHECK (VALUE IN ('QUICKSCAN', 'CONTACT', 'WHATSAPP'));
  CREATE DOMAIN lead_status AS varchar(16) CHECK (VALUE IN ('NEW', 'CONTACTED', 'QUALIFIED', 'CLOSED'));
  CREATE DOMAIN lead_outcome AS varchar(8) CHECK (VALUE IN ('OPEN', 'WON', 'LOST'));
  CREATE DOMAIN lead_qualification AS varchar(8) CHECK (VALUE IN ('HOT', 'WARM', 'COLD'));
  CREATE DOMAIN lead_channel AS varchar(16)
    CHECK (VALUE IN ('PAID_SEARCH', 'PAID_SOCIAL', 'ORGANIC_SEARCH', 'ORGANIC_SOCIAL', 'EMAIL', 'REFERRAL', 'DIRECT'));
  CREATE DOMAIN lead_score_points AS smallint CHECK (VALUE BETWEEN 0 AND 100);
  CREATE DOMAIN non_negative_integer AS integer CHECK (VALUE >= 0);
  CREATE DOMAIN text_5000 AS text CHECK (char_length(VALUE) <= 5000);
  CREATE DOMAIN finite_float8 AS double precision CHECK (VALUE > '-Infinity'::float8 AND VALUE < 'Infinity'::float8)`;

/** Column, its domain, its type before, and the table check it replaces (name and expression). */
const COLUMNS: [string, string, string, string][] = [
  ['source', 'lead_source', 'varchar(16)', `source IN ('QUICKSCAN', 'CONTACT', 'WHATSAPP')`],
  ['status', 'lead_status', 'varchar(16)', `status IN ('NEW', 'CONTACTED', 'QUALIFIED', 'CLOSED')`],
  ['outcome', 'lead_outcome', 'varchar(8)', `outcome IN ('OPEN', 'WON', 'LOST')`],
  ['qualification', 'lead_qualification', 'varchar(8)', `qualification IN ('HOT', 'WARM', 'COLD')`],
  [
    'channel',
    'lead_channel',
    'varchar(16)',
    `channel IN ('PAID_SEARCH', 'PAID_SOCIAL', 'ORGANIC_SEARCH', 'ORGANIC_SOCIAL', 'EMAIL', 'REFERRAL', 'DIRECT')`,
  ],
  [
    'first_channel',
    'lead_channel',
    'varchar(16)',
    `first_channel IN ('PAID_SEARCH', 'PAID_SOCIAL', 'ORGANIC_SEARCH', 'ORGANIC_SOCIAL', 'EMAIL', 'REFERRAL', 'DIRECT')`,
  ],
  ['lead_score', 'lead_score_points', 'smallint', `lead_score BETWEEN 0 AND 100`],
  ['deal_value', 'non_negative_integer', 'integer', `deal_value >= 0`],
  ['returns', 'non_negative_integer', 'integer', `returns >= 0`],
  ['message', 'text_5000', 'text', `char_length(message) <= 5000`],
  ['notes', 'text_5000', 'text', `char_length(notes) <= 5000`],
  ['pipeline_order', 'finite_float8', 'double precision', `pipeline_order > '-Infinity'::float8 AND pipeline_order < 'Infinity'::float8`],
];

export class LeadColumnDomains1765400000000 implements MigrationInterface {
  name = 'LeadColumnDomains1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(DOMAINS);
    // One ALTER TABLE: the table is rewritten and its indexes rebuilt once, not once per column.
    await queryRunner.query(
      `ALTER TABLE leads ${[
        ...COLUMNS.map(([column]) => `DROP CONSTRAINT leads_${column}_check`),
        'DROP CONSTRAINT leads_next_action_note_check',
        ...COLUMNS.map(([column, domain]) => `ALTER COLUMN ${column} TYPE ${domain}`),
      ].join(', ')}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE leads ${[
        ...COLUMNS.map(([column, , type]) => `ALTER COLUMN ${column} TYPE ${type}`),
        ...COLUMNS.map(([column, , , check]) => `ADD CONSTRAINT leads_${column}_check CHECK (${check})`),
        `ADD CONSTRAINT leads_next_action_note_check CHECK (char_length(next_action_note) <= 500)`,
      ].join(', ')}`,
    );
    await queryRunner.query(
      `DROP DOMAIN lead_source, lead_status, lead_outcome, lead_qualification, lead_channel, lead_score_points,
                   non_negative_integer, text_5000, finite_float8`,
    );
  }
}
