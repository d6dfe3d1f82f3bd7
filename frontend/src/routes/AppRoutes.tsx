import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../api/session';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { LoadingScreen } from '../components/LoadingScreen';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { resolveRoute } from '../navigation/access';
import { LazyAdminApp, LazySignedInArea, prefetchAuthPage } from './lazyPages';
import { PublicPageView } from './PublicPageView';

/**
 * The app's router: asks the access rules (access.ts) what the current path
 * shows for the current user, then renders it. A failed session read counts as
 * signed out.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const session = useCurrentUser();
  const user = session.data ?? null;
  const decision = session.isPending ? null : resolveRoute(user?.role ?? null, pathname);
  useDocumentTitle(decision?.kind === 'page' ? decision.title : undefined);

  const visitor = !session.isPending && user === null;
  useEffect(() => {
    if (visitor) prefetchAuthPage();
  }, [visitor]);

  if (decision === null) return <LoadingScreen label="Loading your session" />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  let content;
  if (decision.layout === 'admin') {
    content = (
      <Routes>
        <Route path="/dashboard/*" element={<LazyAdminApp />} />
      </Routes>
    );
  } else if (decision.layout === 'dashboard' && user) {
    content = <LazySignedInArea user={user} page={decision.page} pattern={decision.pattern} />;
  } else {
    // Through <Routes> so pages can read their params with useParams().
    content = (
      <Routes>
        <Route path={decision.pattern} element={<PublicPageView page={decision.page} />} />
      </Routes>
    );
  }

  return (
    <ErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>{content}</Suspense>
    </ErrorBoundary>
  );
}
