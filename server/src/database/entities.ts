import { LeadEntity } from '../leads/lead.entity';

/** Every TypeORM entity, in one list the DataSource reads. Feature folders add theirs here. */
export const entities: Function[] = [LeadEntity];
