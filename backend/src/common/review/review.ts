/** The fields an admin's review writes, shared by displays, their location changes and ad creatives (docs/product-rules.md §5). */
export interface Reviewable {
  /** pending | approved | rejected (a location change may also be withdrawn). */
  status: string;
  approvalNotes: string | null;
  reviewedAt: Date | null;
  updatedAt: Date;
}

/** An admin's decision as the API takes it: `approved: false` rejects; the notes are optional. */
export interface ReviewDecision {
  approved: boolean;
  notes?: string | null;
}

/** What a review changes, as the audit log shows it (docs/accounts.md, "Audit log"). */
export type ReviewState = Pick<Reviewable, 'status' | 'approvalNotes'>;

/**
 * Records a review on a display, a display's location change or an ad creative (docs/product-rules.md §5.1–§5.2):
 * approved or rejected, the admin's notes (an empty note is none), and when. Returns the state
 * before and after, for the audit record.
 */
export function applyReview(item: Reviewable, decision: ReviewDecision, now: Date): { before: ReviewState; after: ReviewState } {
  const before = { status: item.status, approvalNotes: item.approvalNotes };
  item.status = decision.approved ? 'approved' : 'rejected';
  item.approvalNotes = decision.notes ? decision.notes : null;
  item.reviewedAt = now;
  item.updatedAt = now;
  return { before, after: { status: item.status, approvalNotes: item.approvalNotes } };
}
