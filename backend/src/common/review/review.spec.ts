import { applyReview, type Reviewable } from './review';

const pending = (): Reviewable => ({
  status: 'pending',
  approvalNotes: 'old note',
  reviewedAt: null,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
});
const now = new Date('2026-11-23T08:00:00Z');

describe('applyReview (docs/product-rules.md §5)', () => {
  it('approves, keeps the note and stamps reviewedAt and updatedAt', () => {
    const item = pending();
    applyReview(item, { approved: true, notes: 'Looks good' }, now);
    expect(item).toEqual({ status: 'approved', approvalNotes: 'Looks good', reviewedAt: now, updatedAt: now });
  });

  it('approved: false rejects; an empty or missing note is none', () => {
    const empty = pending();
    applyReview(empty, { approved: false, notes: '' }, now);
    expect(empty).toEqual({ status: 'rejected', approvalNotes: null, reviewedAt: now, updatedAt: now });
    const missing = pending();
    applyReview(missing, { approved: false }, now);
    expect(missing.approvalNotes).toBeNull();
    expect(missing.status).toBe('rejected');
  });
});
