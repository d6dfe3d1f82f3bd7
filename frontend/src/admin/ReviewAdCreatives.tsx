import { ComingSoon } from '../components/ComingSoon';

/** Review Ad Creatives (admin). PLACEHOLDER: a later issue turns this into a react-admin resource. */
export function ReviewAdCreatives() {
  return <ComingSoon title="Review Ad Creatives" description="Pending ad creatives waiting for approval." />;
}
