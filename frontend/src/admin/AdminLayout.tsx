import type { ReactNode } from 'react';
import { useCurrentUser } from '../api/session';
import { LoadingScreen } from '../components/LoadingScreen';
import { SignedInShell } from '../layout/SignedInShell';

/** react-admin layout: the same sidebar and top navigation as every signed-in user. */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const { data: user } = useCurrentUser();
  if (!user) return <LoadingScreen />;
  return <SignedInShell user={user}>{children}</SignedInShell>;
}
