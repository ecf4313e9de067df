/**
 * Who we are, in one place: the public site shows this address, and the first start-up without
 * ADMIN_EMAIL creates the admin account for this mailbox.
 */
export const COMPANY_NAME = 'Vakleads';
export const COMPANY_DOMAIN = 'vakleads.nl';
export const COMPANY_EMAIL = `info@${COMPANY_DOMAIN}`;
