/** Every migration, oldest first. Written by hand and committed; `synchronize` is never on. */
export const migrations: Function[] = [];
