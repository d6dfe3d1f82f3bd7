import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { CardList } from '../components/CardList';
import { LoadingScreen } from '../components/LoadingScreen';
import { RejectReviewDialog } from './RejectReviewDialog';
import type { ReviewActions } from './useReviewActions';

interface ReviewedItem {
  id: number;
  name: string;
}

/** What a card of a pending item gets. */
export interface PendingCardProps<T> {
  busy: boolean;
  onApprove: (item: T) => void;
  onReject: (item: T) => void;
}

interface PendingReviewSectionProps<T extends ReviewedItem> {
  /** The section's heading; "Pending Review" by default. */
  title?: string;
  /** The pending items' read (react-query). */
  pending: { data?: T[]; isPending: boolean; error: unknown };
  actions: ReviewActions;
  headingId: string;
  loadingLabel: string;
  /** Shown when the read failed and nothing is loaded. */
  error: ReactNode;
  /** Shown when nothing waits for review. */
  empty: ReactNode;
  /** The list's accessible name. */
  listLabel: string;
  /** The grid's narrowest column, in px. */
  minCardWidth: number;
  renderCard: (item: T, card: PendingCardProps<T>) => ReactNode;
  /** The reject dialog's title, e.g. "Reject display". */
  rejectTitle: string;
  /** Who reads the rejection note: "host" or "tenant". */
  owner: string;
  notePlaceholder: string;
  /** The reject dialog's question, when the default ("Reject <name>? The <owner> sees a red badge…") does not fit. */
  describeReject?: (name: string) => ReactNode;
}

/**
 * Items waiting for review (displays, ad creatives), as cards with Approve and
 * Reject (Reject asks for an optional note). The list reloads after each
 * review; focus then moves to the section heading, as the reviewed card is gone.
 */
export function PendingReviewSection<T extends ReviewedItem>(props: PendingReviewSectionProps<T>) {
  const { pending, actions, headingId, minCardWidth, renderCard } = props;
  const { approve, reject, busyId } = actions;
  const [rejecting, setRejecting] = useState<T | null>(null);
  const [heading, setHeading] = useState<HTMLElement | null>(null);

  const reviewed = (ok: boolean) => {
    if (!ok) return;
    setRejecting(null);
    // After the dialog has handed focus back, move it to a place that still exists.
    window.requestAnimationFrame(() => heading?.focus());
  };

  const list = pending.data;
  let content;
  if (pending.isPending) content = <LoadingScreen label={props.loadingLabel} fullHeight={false} />;
  else if (pending.error && !list) content = props.error;
  else if (!list || list.length === 0) content = props.empty;
  else
    content = (
      <CardList label={props.listLabel} items={list} keyOf={(item) => item.id} minWidth={`${minCardWidth}px`}>
        {(item) =>
          renderCard(item, {
            busy: busyId === item.id,
            onApprove: (reviewedItem) => void approve(reviewedItem.id).then(reviewed),
            onReject: setRejecting,
          })
        }
      </CardList>
    );

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography id={headingId} ref={setHeading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.35rem', '&:focus': { outline: 'none' } }}>
          {props.title ?? 'Pending Review'}
        </Typography>
        {list && list.length > 0 && <Chip size="small" color="warning" label={`${list.length} waiting`} />}
      </Box>
      {content}
      <RejectReviewDialog
        title={props.rejectTitle}
        describe={props.describeReject}
        owner={props.owner}
        notePlaceholder={props.notePlaceholder}
        item={rejecting?.name ?? null}
        pending={rejecting !== null && busyId === rejecting.id}
        onCancel={() => setRejecting(null)}
        onConfirm={(note) => {
          if (rejecting) void reject(rejecting.id, note).then(reviewed);
        }}
      />
    </Box>
  );
}
