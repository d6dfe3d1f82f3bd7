import { Show } from 'react-admin';
import type { AdminDisplay } from '../../api/displays';
import { DisplayReviewDetails } from './DisplayReviewDetails';

/** /dashboard/review-displays/{id}/show: one display, with its review actions. */
export function DisplayShow() {
  return (
    <Show<AdminDisplay> title={false} actions={false} component="div" emptyWhileLoading>
      <DisplayReviewDetails />
    </Show>
  );
}
