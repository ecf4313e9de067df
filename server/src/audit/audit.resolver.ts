import { Args, Authorized, Query, Resolver } from 'type-graphql';

import { listComplexity } from '../shared/graphql/operation-limits';
import { ADMIN_ROLE } from '../shared/graphql/context';
import type { AuditAction, AuditService } from './audit.service';
import { AuditEvent, AuditEventsArgs } from './audit.type';

/** ADMIN: reading the audit log (it is written by the services whose actions it records). */
@Authorized(ADMIN_ROLE)
@Resolver()
export class AuditResolver {
  constructor(private readonly services: { audit: AuditService }) {}

  @Query(() => [AuditEvent], { complexity: listComplexity, description: 'Newest first; `limit` and `offset` page through it.' })
  async auditEvents(@Args() { filter, limit, offset }: AuditEventsArgs): Promise<AuditEvent[]> {
    const rows = await this.services.audit.list(
      {
        action: (filter?.action || null) as AuditAction | null,
        actorEmail: filter?.actorEmail || null,
        targetId: filter?.targetId || null,
        from: filter?.from ?? null,
        to: filter?.to ?? null,
      },
      limit,
      offset,
    );
    return rows.map((row) => Object.assign(new AuditEvent(), { ...row, details: row.details ? JSON.stringify(row.details) : null }));
  }
}
