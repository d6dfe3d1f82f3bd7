import { Advertise } from '../pages/public/Advertise';
import { Landing } from '../pages/public/Landing';
import { Partner } from '../pages/public/Partner';
import type { PageId } from '../navigation/access';
import { LazyAuthPage, LazyResetPasswordPage } from './lazyPages';

/** Pages that render without the signed-in layout: public pages (and the password-reset page, open to anyone). */
export function PublicPageView({ page }: { page: PageId }) {
  switch (page) {
    case 'landing':
      return <Landing />;
    case 'partner':
      return <Partner />;
    case 'advertise':
      return <Advertise />;
    case 'login':
    case 'register':
      return <LazyAuthPage />;
    case 'reset-password':
      return <LazyResetPasswordPage />;
    default:
      return null;
  }
}
