import type { DataSource, EntityManager } from 'typeorm';
import { LeadEntity } from './lead.entity';

/**
 * A `leads` row as returned by raw SQL (`RETURNING *`), hydrated exactly as TypeORM hydrates what it
 * selects itself (column names to properties, dates and enums as the entity declares them), so a
 * statement that writes a lead can also answer with it instead of reading it again. Columns the entity
 * never selects (the survey token's hash) stay out, as in TypeORM's own reads.
 */
export function leadFromRow(source: DataSource | EntityManager, row: Record<string, unknown>): LeadEntity {
  const dataSource = 'connection' in source ? source.connection : source;
  const metadata = dataSource.getMetadata(LeadEntity);
  const entity = metadata.create() as LeadEntity;
  for (const column of metadata.columns) {
    if (!column.isSelect) continue;
    column.setEntityValue(entity, dataSource.driver.prepareHydratedValue(row[column.databaseName], column));
  }
  return entity;
}

/**
 * The leads with these ids as stored, in one statement (in no particular order), hydrated as
 * leadFromRow does. The profile, the live feed's loads and the answers of writes read leads this
 * way: TypeORM's find built its query and mapped its aliases for more CPU than the read itself
 * (docs/benchmarks.md, "admin-request").
 */
export async function readLeads(source: DataSource | EntityManager, ids: string[]): Promise<LeadEntity[]> {
  if (ids.length === 0) return [];
  const rows: Record<string, unknown>[] = await source.query(`SELECT * FROM leads WHERE id = ANY($1::uuid[])`, [ids]);
  return rows.map((row) => leadFromRow(source, row));
}

/** One lead that must exist (a write's answer, read in the transaction that locked it). */
export async function readLead(source: DataSource | EntityManager, id: string): Promise<LeadEntity> {
  const [lead] = await readLeads(source, [id]);
  if (!lead) throw new Error(`lead ${id} is not there`);
  return lead;
}
