import { LeadEntity } from '../leads/lead.entity';
import { UserEntity } from '../users/user.entity';
import { ApiTokenEntity } from '../api-tokens/api-token.entity';

/** Every TypeORM entity, in one list the DataSource reads. Feature folders add theirs here. */
export const entities: (new () => object)[] = [LeadEntity, UserEntity, ApiTokenEntity];
