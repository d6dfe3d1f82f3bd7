import { PageHeader } from '../../components/PageHeader';
import { AllDisplaysList } from './AllDisplaysList';
import { PendingDisplays } from './PendingDisplays';

/** /dashboard/review-displays (admin): pending displays to review, then every display. */
export function ReviewDisplaysPage() {
  return (
    <>
      <PageHeader title="Review Displays" subtitle="Approve or reject new display listings before tenants can book them." />
      <PendingDisplays />
      <AllDisplaysList />
    </>
  );
}
