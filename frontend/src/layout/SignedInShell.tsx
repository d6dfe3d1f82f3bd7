import type { ReactNode } from 'react';
import type { User } from '../api/session';
import { navLinksFor } from '../navigation/navLinks';
import { AppShell } from './AppShell';
import { useSignOut } from './useSignOut';

/** The signed-in layout for a user: their links, their name, a working Logout. */
export function SignedInShell({ user, children }: { user: User; children: ReactNode }) {
  const { signOut, pending } = useSignOut();
  return (
    <AppShell
      username={user.username}
      role={user.role}
      links={navLinksFor(user.role)}
      onLogout={() => void signOut()}
      logoutPending={pending}
    >
      {children}
    </AppShell>
  );
}
