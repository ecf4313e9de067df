export function AdminEntry() {
  return <h1>Admin</h1>;
}
