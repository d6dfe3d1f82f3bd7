import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreativeStatusBadge } from './CreativeStatusBadge';

describe('CreativeStatusBadge (docs/product-rules.md §12, docs/product-rules.md §5)', () => {
  it.each([
    ['pending', 'Pending Approval', '#fef9c3'],
    ['approved', 'Approved', '#dcfce7'],
    ['rejected', 'Rejected', '#fee2e2'],
  ] as const)('%s → "%s" on its colour, read as "Status: …"', (status, label, background) => {
    const { container } = render(<CreativeStatusBadge status={status} />);
    const chip = container.firstElementChild as HTMLElement;
    expect(chip).toHaveTextContent(`Status: ${label}`);
    expect(screen.getByText(label)).toBeVisible();
    expect(chip).toHaveStyle({ backgroundColor: background });
    expect(chip).toHaveAttribute('data-status', status);
  });
});
