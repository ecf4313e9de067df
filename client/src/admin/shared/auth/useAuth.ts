import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './AuthProvider';

/** Who is signed in, and signing in and out. */
export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
