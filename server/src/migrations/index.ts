import { CreateLeads1763750000000 } from './1763750000000-create-leads';
import { CreateAccounts1763800000000 } from './1763800000000-create-accounts';

/** Every migration, oldest first. Written by hand and committed; `synchronize` is never on. */
export const migrations: Function[] = [CreateLeads1763750000000, CreateAccounts1763800000000];
