import { ComingSoon } from '../../components/ComingSoon';

/** Ad Creatives (/dashboard/ad-creatives). PLACEHOLDER: a later issue builds this screen. */
export function AdCreatives() {
  return <ComingSoon title="Ad Creatives" description="Upload your ads and follow their approval." />;
}
