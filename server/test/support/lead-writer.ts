import type { DataSource } from 'typeorm';
import type { ApiClient } from './api-client';
import { LeadEntity } from '../../src/leads/lead.entity';
import { LeadSource, LeadStatus } from '../../src/leads/lead.enums';
import { LeadEventService } from '../../src/leads/lead-event.service';

/**
 * How realtime tests change leads. Every method is one change that must reach subscribers as one
 * event. `apiLeadWriter` goes through the real mutations of a server (the way admins and visitors
 * change leads); `repositoryLeadWriter` writes through the repository inside a transaction that
 * records the lead event, for tests about the event path itself (rollbacks, raw SQL).
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
  const events = new LeadEventService(dataSource);
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
        await events.record(manager, { leadId: lead.id, type: 'created' });
        return lead.id;
      });
    },
    async update(id, fields) {
      await dataSource.transaction(async (manager) => {
        await manager.getRepository(LeadEntity).update({ id }, fields);
        await events.record(manager, { leadId: id, type: 'updated' });
      });
    },
    async move(id, status) {
      await dataSource.transaction(async (manager) => {
        await manager.getRepository(LeadEntity).update({ id }, { status, pipelineOrder: 0 });
        await events.record(manager, { leadId: id, type: 'moved' });
      });
    },
    async remove(id) {
      await dataSource.transaction(async (manager) => {
        await manager.getRepository(LeadEntity).delete({ id });
        await events.record(manager, { leadId: id, type: 'deleted' });
      });
    },
  };
}

/**
 * Changes leads through a server's GraphQL API as the given signed-in admin: createLead (the
 * public mutation visitors use), updateLead, moveLead (to the top of the column) and deleteLead.
 */
export function apiLeadWriter(admin: ApiClient): LeadWriter {
  return {
    async create(fields = {}) {
      created += 1;
      const input = {
        name: fields.name ?? `Testlead ${created}`,
        email: fields.email ?? `lead-${created}@example.nl`,
        source: LeadSource.CONTACT,
        message: 'Via de API',
      };
      const data = await admin.ok<{ createLead: { leadId: string } }>(
        `mutation($input: CreateLeadInput!) { createLead(input: $input) { leadId } }`,
        { input },
      );
      return data.createLead.leadId;
    },
    async update(id, fields) {
      await admin.ok(`mutation($id: ID!, $input: UpdateLeadInput!) { updateLead(id: $id, input: $input) { id } }`, { id, input: fields });
    },
    async move(id, status) {
      await admin.ok(`mutation($id: ID!, $status: LeadStatus!) { moveLead(id: $id, status: $status, position: 1) { id } }`, { id, status });
    },
    async remove(id) {
      await admin.ok(`mutation($id: ID!) { deleteLead(id: $id) }`, { id });
    },
  };
}
