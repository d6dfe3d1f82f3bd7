import { PageHeader } from '../../components/PageHeader';
import { AllDisplaysList } from './AllDisplaysList';
import { PendingLocationChanges } from './PendingLocationChanges';
import { PendingDisplays } from './PendingDisplays';

/** /dashboard/review-displays (admin): pending displays to review, hosts' location changes, then every display. */
export function ReviewDisplaysPage() {
  return (
    <>
      <PageHeader
        title="Review Displays"
        subtitle="Approve or reject new display listings before tenants can book them, and hosts' moves of approved displays."
      />
      <PendingDisplays />
      <PendingLocationChanges />
      <AllDisplaysList />
    </>
  );
}
