/** The roles the Team screen offers; the server accepts any lower-case role, and only 'admin' opens the panel. */
export const ROLE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'admin', label: 'Beheerder' },
  { value: 'viewer', label: 'Geen beheer' },
];

export function roleLabel(role: string): string {
  return ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;
}
