import { ComingSoon } from '../components/ComingSoon';

/** Review Displays (admin). PLACEHOLDER: a later issue turns this into a react-admin resource. */
export function ReviewDisplays() {
  return <ComingSoon title="Review Displays" description="Pending displays waiting for approval." />;
}
