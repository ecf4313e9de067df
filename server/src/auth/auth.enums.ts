/**
 * Not a role but a requirement listed with the roles: the caller must be a person signed in with a
 * session, not an API token (creating accounts and tokens, changing one's own password). Written
 * `@Authorized(ADMIN_ROLE, SIGNED_IN_PERSON)`: an admin, and in person.
 */
export const SIGNED_IN_PERSON = '@signed-in-person';
