import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ad spend and the channel report (docs/architecture.md, "Ad spend and the channel report"):
 *
 * - `ad_spend`: what an ad platform's export says was spent per day and campaign. One row per
 *   platform, day and campaign name (case and surrounding spaces ignored: the unique index), so a
 *   re-import of the same days replaces them instead of adding to them.
 * - `manual_spend`: an amount per channel and month entered by hand (a flyer, a directory listing).
 * - `leads.first_channel` and `leads.first_campaign`: the first-touch view of a lead beside the
 *   existing `channel` and `campaign` (the last arrival that was not direct), so the report groups
 *   by a plain column for either touch. New leads get them from createLead. Existing leads get them
 *   here from their stored first arrival, by the channel rules as they stand today, written out in
 *   SQL below (a migration never runs the live rules, so a later rule change cannot alter what this
 *   one did). Where the stored `channel` already is the first arrival's (one arrival, or a last
 *   arrival that was direct) it is copied, since it was computed with the site's own host in mind,
 *   which a migration does not know.
 */
export class AdSpend1764900000000 implements MigrationInterface {
  name = 'AdSpend1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ad_spend (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        platform varchar(16) NOT NULL
          CONSTRAINT ad_spend_platform_check CHECK (platform IN ('GOOGLE_ADS', 'META_ADS', 'MICROSOFT_ADS', 'OTHER')),
        day date NOT NULL,
        campaign varchar(200) NOT NULL,
        amount numeric(14, 2) NOT NULL CONSTRAINT ad_spend_amount_check CHECK (amount >= 0),
        imported_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(`CREATE UNIQUE INDEX ad_spend_key_idx ON ad_spend (platform, day, lower(btrim(campaign)))`);
    await queryRunner.query(`CREATE INDEX ad_spend_day_idx ON ad_spend (day)`);

    await queryRunner.query(`
      CREATE TABLE manual_spend (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        channel varchar(16) NOT NULL
          CONSTRAINT manual_spend_channel_check
          CHECK (channel IN ('PAID_SEARCH', 'PAID_SOCIAL', 'ORGANIC_SEARCH', 'ORGANIC_SOCIAL', 'EMAIL', 'REFERRAL', 'DIRECT')),
        month date NOT NULL CONSTRAINT manual_spend_month_check CHECK (month = date_trunc('month', month)::date),
        amount numeric(12, 2) NOT NULL CONSTRAINT manual_spend_amount_check CHECK (amount >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT manual_spend_channel_month_key UNIQUE (channel, month)
      )
    `);

    await queryRunner.query(`
      ALTER TABLE leads
        ADD COLUMN first_channel varchar(16),
        ADD COLUMN first_campaign varchar(200),
        ADD CONSTRAINT leads_first_channel_check
          CHECK (first_channel IN ('PAID_SEARCH', 'PAID_SOCIAL', 'ORGANIC_SEARCH', 'ORGANIC_SOCIAL', 'EMAIL', 'REFERRAL', 'DIRECT'))
    `);
    await queryRunner.query(ARRIVAL_CHANNEL_FUNCTION);
    await queryRunner.query(`
      UPDATE leads
         SET first_channel = CASE
               WHEN attribution->'first' = attribution->'last' OR pg_temp.arrival_channel(attribution->'last') = 'DIRECT' THEN channel
               ELSE pg_temp.arrival_channel(attribution->'first')
             END,
             first_campaign = nullif(attribution->'first'->>'campaign', '')
       WHERE attribution IS NOT NULL
    `);
    await queryRunner.query(`DROP FUNCTION pg_temp.arrival_channel(jsonb)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE leads DROP CONSTRAINT leads_first_channel_check, DROP COLUMN first_campaign, DROP COLUMN first_channel`,
    );
    await queryRunner.query(`DROP TABLE manual_spend`);
    await queryRunner.query(`DROP TABLE ad_spend`);
  }
}

/**
 * The channel of one stored arrival, as attribution/channel.rules.ts decided it when this migration
 * was written (docs/lead-api.md, "Attribution"): the same ordered rules, first match wins. The host
 * of a referrer is read the way a URL parser reads it (scheme, optional user, host; `www.` left off).
 */
const ARRIVAL_CHANNEL_FUNCTION = `
  CREATE FUNCTION pg_temp.arrival_channel(a jsonb) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$
    WITH f AS (
      SELECT lower(btrim(coalesce(a->>'source', ''), E' \\t\\n\\r')) AS source,
             lower(btrim(coalesce(a->>'medium', ''), E' \\t\\n\\r')) AS medium,
             coalesce(regexp_replace(lower(substring(a->>'referrer' FROM '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]*)')),
                                     '^www\\.', ''), '') AS host,
             coalesce(a->>'gclid', '') <> '' OR coalesce(a->>'gbraid', '') <> '' OR coalesce(a->>'wbraid', '') <> ''
               OR coalesce(a->>'msclkid', '') <> '' AS search_click,
             coalesce(a->>'fbclid', '') <> '' AS fbclid
    ), g AS (
      SELECT f.*,
             (f.source <> '' AND string_to_array(f.source, '.') && ARRAY['google', 'bing', 'yahoo', 'duckduckgo', 'ecosia', 'startpage',
                'qwant', 'baidu', 'yandex', 'brave', 'ask', 'msn', 'aol'])
               OR (f.host <> '' AND string_to_array(f.host, '.') && ARRAY['google', 'bing', 'yahoo', 'duckduckgo', 'ecosia', 'startpage',
                'qwant', 'baidu', 'yandex', 'brave', 'ask', 'msn', 'aol']) AS from_search,
             (f.source <> '' AND string_to_array(f.source, '.') && ARRAY['facebook', 'fb', 'instagram', 'ig', 'meta', 'linkedin',
                'twitter', 'x', 'tiktok', 'pinterest', 'youtube', 'reddit', 'snapchat', 'whatsapp', 'threads', 'messenger'])
               OR (f.host <> '' AND EXISTS (
                    SELECT 1 FROM unnest(ARRAY['facebook.com', 'fb.com', 'fb.me', 'instagram.com', 'linkedin.com', 'lnkd.in',
                      'twitter.com', 'x.com', 't.co', 'tiktok.com', 'pinterest.com', 'youtube.com', 'youtu.be', 'reddit.com',
                      'snapchat.com', 'whatsapp.com', 'wa.me', 'threads.net']) AS social(host)
                    WHERE f.host = social.host OR f.host LIKE '%.' || social.host))
               OR f.fbclid AS from_social
      FROM f
    )
    SELECT CASE
      WHEN search_click THEN 'PAID_SEARCH'
      WHEN medium IN ('paidsocial', 'paid-social', 'paid_social', 'social-paid', 'social_paid')
        OR (medium IN ('cpc', 'ppc', 'cpm', 'cpv', 'paid', 'paidsearch', 'paid-search', 'paid_search', 'sem', 'paidsocial',
                       'paid-social', 'paid_social', 'display', 'retargeting') AND from_social) THEN 'PAID_SOCIAL'
      WHEN medium IN ('cpc', 'ppc', 'cpm', 'cpv', 'paid', 'paidsearch', 'paid-search', 'paid_search', 'sem', 'paidsocial',
                      'paid-social', 'paid_social', 'display', 'retargeting') AND from_search THEN 'PAID_SEARCH'
      WHEN medium IN ('email', 'e-mail', 'e_mail', 'mail', 'newsletter', 'nieuwsbrief', 'mailchimp', 'laposta')
        OR source IN ('email', 'e-mail', 'e_mail', 'mail', 'newsletter', 'nieuwsbrief', 'mailchimp', 'laposta') THEN 'EMAIL'
      WHEN medium IN ('organic', 'seo') OR from_search THEN 'ORGANIC_SEARCH'
      WHEN medium IN ('social', 'social-media', 'social_media', 'socialmedia', 'sm', 'social-network', 'organic-social', 'organic_social')
        OR from_social THEN 'ORGANIC_SOCIAL'
      WHEN host <> '' OR source <> '' OR medium <> '' THEN 'REFERRAL'
      ELSE 'DIRECT'
    END FROM g
  $$`;
