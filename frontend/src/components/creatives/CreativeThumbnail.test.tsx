import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreativeThumbnail } from './CreativeThumbnail';

describe('CreativeThumbnail', () => {
  it('shows the image, lazily loaded', () => {
    render(<CreativeThumbnail src="/api/files/abc.webp" alt="Preview of Sale" />);
    const img = screen.getByRole('img', { name: 'Preview of Sale' });
    expect(img).toHaveAttribute('src', '/api/files/abc.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('a broken image becomes a placeholder icon, and a new source is tried again', () => {
    const { rerender } = render(<CreativeThumbnail src="/api/files/gone.webp" alt="Preview of Sale" />);
    fireEvent.error(screen.getByRole('img', { name: 'Preview of Sale' }));
    expect(screen.getByRole('img', { name: 'Preview of Sale (image unavailable)' })).toBeInTheDocument();
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();

    rerender(<CreativeThumbnail src="/api/files/new.webp" alt="Preview of Sale" />);
    expect(screen.getByRole('img', { name: 'Preview of Sale' })).toHaveAttribute('src', '/api/files/new.webp');
  });
});
