import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { User } from '../api/session';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { LoadingScreen } from '../components/LoadingScreen';
import { SignedInShell } from '../layout/SignedInShell';
import type { PageId } from '../navigation/access';
import { DashboardPageView } from './DashboardPageView';

interface SignedInAreaProps {
  user: User;
  page: PageId;
  /** The route pattern that matched, so pages can read params with useParams(). */
  pattern: string;
}

/** Tenant and host pages (and everyone's 404) inside the signed-in layout. Loaded lazily. */
export default function SignedInArea({ user, page, pattern }: SignedInAreaProps) {
  return (
    <SignedInShell user={user}>
      <ErrorBoundary>
        {/* Lazily loaded pages wait inside the layout, which stays on screen. */}
        <Suspense fallback={<LoadingScreen fullHeight={false} />}>
          <Routes>
            <Route path={pattern} element={<DashboardPageView page={page} user={user} />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </SignedInShell>
  );
}
