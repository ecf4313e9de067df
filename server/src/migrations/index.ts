import { CreateLeads1763750000000 } from './1763750000000-create-leads';

/** Every migration, oldest first. Written by hand and committed; `synchronize` is never on. */
export const migrations: Function[] = [CreateLeads1763750000000];
