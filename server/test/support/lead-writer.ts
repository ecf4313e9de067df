import type { DataSource } from 'typeorm';
import { LeadEntity } from '../../src/leads/lead.entity';
import { LeadSource, LeadStatus } from '../../src/leads/lead.enums';
import { notifyLeadChange } from '../../src/realtime/lead-change';

/**
 * How realtime tests change leads. Every method is one change that must reach subscribers as one
 * event. Today the only implementation writes through the repository inside a transaction that
 * calls notifyLeadChange, exactly as the lead services do; once the lead mutations are in, add an
 * `apiLeadWriter(adminClient)` that calls createLead/updateLead/moveLead/deleteLead and pass it
 * to the same tests instead.
 */
export interface LeadWriter {
  /** Creates a lead; resolves with its id. */
  create(fields?: { name?: string; email?: string }): Promise<string>;
  update(id: string, fields: { notes?: string; name?: string }): Promise<void>;
  move(id: string, status: LeadStatus): Promise<void>;
  remove(id: string): Promise<void>;
}

let created = 0;

export function repositoryLeadWriter(dataSource: DataSource): LeadWriter {
  return {
    async create(fields = {}) {
      created += 1;
      return dataSource.transaction(async (manager) => {
        const lead = await manager.getRepository(LeadEntity).save(
          manager.getRepository(LeadEntity).create({
            name: fields.name ?? `Testlead ${created}`,
            email: fields.email ?? `lead-${created}@example.nl`,
            source: LeadSource.CONTACT,
            status: LeadStatus.NEW,
            pipelineOrder: -created,
          }),
        );
        await notifyLeadChange(manager, { kind: 'CREATED', id: lead.id });
        return lead.id;
      });
    },
    async update(id, fields) {
      await dataSource.transaction(async (manager) => {
        await manager.getRepository(LeadEntity).update({ id }, fields);
        await notifyLeadChange(manager, { kind: 'UPDATED', id });
      });
    },
    async move(id, status) {
      await dataSource.transaction(async (manager) => {
        await manager.getRepository(LeadEntity).update({ id }, { status, pipelineOrder: 0 });
        await notifyLeadChange(manager, { kind: 'UPDATED', id });
      });
    },
    async remove(id) {
      await dataSource.transaction(async (manager) => {
        await manager.getRepository(LeadEntity).delete({ id });
        await notifyLeadChange(manager, { kind: 'DELETED', id });
      });
    },
  };
}
