import { PageHeader } from '../../components/PageHeader';
import { AllCreativesList } from './AllCreativesList';
import { PendingCreatives } from './PendingCreatives';

/** /dashboard/review-ad-creatives (admin): pending creatives to review, then every creative. */
export function ReviewAdCreativesPage() {
  return (
    <>
      <PageHeader title="Review Ad Creatives" subtitle="Approve or reject new ad creatives before tenants can book them on screens." />
      <PendingCreatives />
      <AllCreativesList />
    </>
  );
}
