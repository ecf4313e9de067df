import type { AuthUser } from '../shared/graphql/context';
import { User } from './user.type';

export function toUser(user: AuthUser): User {
  return Object.assign(new User(), { id: user.id, email: user.email, role: user.role });
}
