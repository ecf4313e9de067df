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
