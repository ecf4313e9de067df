import { domainToASCII } from 'node:url';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The same person twice (docs/features.md, "Dezelfde persoon twee keer"; docs/architecture.md,
 * "Returning visitors"):
 * - normalised contact data beside what was typed: `email_normalized`, `phone_e164` (null and
 *   `phone_invalid` when the typed phone is no valid number), `name_key` (no case, spaces or accents)
 *   and `website_domain`, each indexed for the duplicates list;
 * - `email_holder`: the one open lead per normalised e-mail that a returning visitor joins. A unique
 *   partial index on it makes two visitors with the same address at the same moment one lead;
 * - `returns` (how often the person asked again) and `previous_lead_id` (the earlier lead of a
 *   person who came back after a won or lost one, or after the joining window).
 *
 * Older leads are filled here in batches. The normalisation is written out again rather than
 * imported: a migration must keep doing what it did when the live rules change.
 */
export class LeadContactKeys1765200000000 implements MigrationInterface {
  name = 'LeadContactKeys1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE leads
        ADD COLUMN email_normalized text,
        ADD COLUMN phone_e164 varchar(20),
        ADD COLUMN phone_invalid boolean NOT NULL DEFAULT false,
        ADD COLUMN name_key text,
        ADD COLUMN website_domain text,
        ADD COLUMN email_holder boolean NOT NULL DEFAULT false,
        ADD COLUMN returns integer NOT NULL DEFAULT 0 CONSTRAINT leads_returns_check CHECK (returns >= 0),
        ADD COLUMN previous_lead_id uuid CONSTRAINT leads_previous_lead_id_fkey REFERENCES leads (id) ON DELETE SET NULL
    `);

    const batch = 1000;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows: { id: string; name: string | null; email: string | null; phone: string | null; website: string | null }[] =
        await queryRunner.manager.query(`SELECT id, name, email, phone, website FROM leads WHERE id > $1 ORDER BY id LIMIT $2`, [
          after,
          batch,
        ]);
      if (rows.length === 0) break;
      const keys = rows.map((row) => ({ id: row.id, ...contactKeys(row) }));
      await queryRunner.query(
        `UPDATE leads l SET email_normalized = k.email_normalized, phone_e164 = k.phone_e164, phone_invalid = k.phone_invalid,
                            name_key = k.name_key, website_domain = k.website_domain
         FROM jsonb_to_recordset($1::jsonb) AS k(id uuid, email_normalized text, phone_e164 text, phone_invalid boolean,
                                                  name_key text, website_domain text)
         WHERE l.id = k.id`,
        [JSON.stringify(keys)],
      );
      after = rows[rows.length - 1].id;
    }

    // Of several open leads with one address (made before this release), the newest is the one to join.
    await queryRunner.query(`
      UPDATE leads SET email_holder = true
      WHERE id IN (SELECT DISTINCT ON (email_normalized) id FROM leads
                   WHERE outcome = 'OPEN' AND email_normalized IS NOT NULL
                   ORDER BY email_normalized, created_at DESC, id DESC)
    `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX leads_open_email_holder_idx ON leads (email_normalized) WHERE outcome = 'OPEN' AND email_holder`,
    );
    await queryRunner.query(`CREATE INDEX leads_email_normalized_idx ON leads (email_normalized)`);
    await queryRunner.query(`CREATE INDEX leads_phone_e164_idx ON leads (phone_e164) WHERE phone_e164 IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX leads_website_domain_idx ON leads (website_domain) WHERE website_domain IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE leads DROP COLUMN email_normalized, DROP COLUMN phone_e164, DROP COLUMN phone_invalid, DROP COLUMN name_key,
        DROP COLUMN website_domain, DROP COLUMN email_holder, DROP COLUMN returns, DROP COLUMN previous_lead_id
    `);
  }
}

/** The normalisation of this release (see the class comment for why it is repeated here). */
function contactKeys(row: { name: string | null; email: string | null; phone: string | null; website: string | null }) {
  const email = (row.email ?? '').trim().toLowerCase();
  const at = email.lastIndexOf('@');
  const emailNormalized = !email
    ? null
    : at < 0
      ? email
      : `${email.slice(0, at)}@${domainToASCII(email.slice(at + 1)) || email.slice(at + 1)}`;
  const typedPhone = (row.phone ?? '').trim();
  const parsed = typedPhone ? parsePhoneNumberFromString(typedPhone, 'NL') : undefined;
  const valid = parsed?.isValid() ?? false;
  const name = (row.name ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, '');
  let websiteDomain: string | null = null;
  const website = (row.website ?? '').trim();
  if (website) {
    try {
      const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`).hostname.replace(/^www\./, '');
      websiteDomain = host.includes('.') && host.length <= 253 ? domainToASCII(host) || null : null;
    } catch {
      websiteDomain = null;
    }
  }
  return {
    email_normalized: emailNormalized,
    phone_e164: valid ? parsed!.number : null,
    phone_invalid: typedPhone !== '' && !valid,
    name_key: name || null,
    website_domain: websiteDomain,
  };
}
