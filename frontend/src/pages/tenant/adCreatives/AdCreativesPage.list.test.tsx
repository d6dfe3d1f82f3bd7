import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { creative, deferred } from '../../../test/creativeFixtures';
import { mockApi, signedInAs, type MockReply } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import { AdCreativesPage } from './AdCreativesPage';

const LIST = 'GET /api/tenant/ad-creatives';

async function openPage(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'GET /api/user': signedInAs('tenant', 'ana'), ...routes });
  const app = renderPage(<AdCreativesPage />);
  await screen.findByRole('heading', { level: 1, name: 'Ad Creatives' }, { timeout: 10000 });
  return { ...app, api };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Ad Creatives: the grid of creatives', () => {
  it('shows each creative with its thumbnail (never the full file), details and status badge', async () => {
    const list = [
      creative({ id: 1, name: 'Morning Coffee', status: 'pending' }),
      creative({
        id: 2,
        name: 'Gym Launch',
        status: 'approved',
        approved: true,
        approvalNotes: 'Looks great',
        dimensions: '1080x1920',
        contentType: 'image/jpeg',
        byteSize: 1_572_864,
      }),
      creative({ id: 3, name: 'Night Sale', status: 'rejected', approvalNotes: 'Text too small to read' }),
    ];
    const { api } = await openPage({ [LIST]: { body: list } });
    await screen.findByRole('list', { name: 'Your ad creatives' });
    expect(api.callsTo(LIST)[0].credentials).toBe('include');
    expect(screen.getByText('3 creatives · 1 pending approval')).toBeInTheDocument();

    const coffee = card('Morning Coffee');
    const thumb = within(coffee).getByRole('img', { name: 'Preview of Morning Coffee' });
    expect(thumb).toHaveAttribute('src', list[0].thumbnailUrl);
    expect(within(coffee).getByText('Pending Approval').parentElement).toHaveTextContent('Status: Pending Approval');
    expect(within(coffee).getByText('1920x1080 px')).toBeInTheDocument();
    expect(within(coffee).getByText('Mar 05, 2026')).toBeInTheDocument();
    expect(within(coffee).queryByText(/Reviewer's note/)).not.toBeInTheDocument();

    const gym = card('Gym Launch');
    expect(within(gym).getByText('Approved').parentElement).toHaveTextContent('Status: Approved');
    expect(within(gym).getByText('1080x1920 px')).toBeInTheDocument();
    expect(within(gym).getByText('1.50 MB · JPEG')).toBeInTheDocument();
    expect(within(gym).getByText('Looks great')).toBeInTheDocument();

    const night = card('Night Sale');
    expect(within(night).getByText('Rejected').parentElement).toHaveTextContent('Status: Rejected');
    expect(within(night).getByText(/Reviewer's note:/).parentElement).toHaveTextContent("Reviewer's note: Text too small to read");

    const sources = screen.getAllByRole('img').map((img) => img.getAttribute('src'));
    for (const c of list) expect(sources).not.toContain(c.fileUrl);
  });

  it('a thumbnail that fails to load is replaced by a placeholder icon', async () => {
    await openPage({ [LIST]: { body: [creative({ id: 4, name: 'Lost' })] } });
    const thumb = await screen.findByRole('img', { name: 'Preview of Lost' });
    fireEvent.error(thumb);
    expect(within(card('Lost')).getByRole('img', { name: 'Preview of Lost (image unavailable)' })).toBeInTheDocument();
    expect(within(card('Lost')).getByText('Image unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('broken-image-icon')).toBeInTheDocument();
  });

  it('pages on the server, 24 a page, with the total in the heading', async () => {
    const all = Array.from({ length: 30 }, (_, i) =>
      creative({ id: 100 - i, name: `Ad ${i + 1}`, status: i === 0 ? 'pending' : 'approved' }),
    );
    const { api, user } = await openPage({
      [LIST]: (call) => {
        const [start, end] = JSON.parse(new URLSearchParams(call.search).get('range') ?? '[0,99]') as [number, number];
        const items = all.slice(start, end + 1);
        return { body: items, headers: { 'Content-Range': `ad-creatives ${start}-${start + items.length - 1}/${all.length}` } };
      },
    });
    await screen.findByRole('list', { name: 'Your ad creatives' });
    expect(screen.getAllByRole('article')).toHaveLength(24);
    // The pending count is said only when the page holds them all.
    expect(screen.getByText('30 creatives')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of your ad creatives' });
    await user.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByRole('article', { name: 'Ad 25' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(within(pages).getByText('25–30 of 30')).toBeInTheDocument();
    expect(api.callsTo(LIST).map((c) => new URLSearchParams(c.search).get('range'))).toEqual(['[0,23]', '[24,47]']);
  });

  it('empty state', async () => {
    await openPage({ [LIST]: { body: [] } });
    expect(await screen.findByText('No Ad Creatives Yet')).toBeInTheDocument();
  });

  it('shows a spinner while loading, then a load error with Retry', async () => {
    let calls = 0;
    const first = deferred();
    const { user } = await openPage({
      [LIST]: async () => {
        calls += 1;
        if (calls > 1) return { body: [creative({ name: 'Back' })] };
        await first.promise;
        return { status: 500, body: { statusCode: 500, message: 'Database unavailable' } };
      },
    });
    expect(screen.getByRole('progressbar', { name: 'Loading your ad creatives' })).toBeInTheDocument();
    first.resolve();
    expect(await screen.findByText('Failed to load your ad creatives')).toBeInTheDocument();
    expect(screen.getByText('500: Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Back' })).toBeInTheDocument();
  });
});

function stubSaving() {
  const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:http://localhost/download');
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn<(url: string) => void>() }));
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return { createObjectURL, clicked };
}

describe('Ad Creatives: Download', () => {
  it('fetches the file URL and saves it under a readable name: "Downloading…" then "Download Complete"', async () => {
    const { createObjectURL, clicked } = stubSaving();
    const item = creative({ id: 5, name: 'Summer Sale!', contentType: 'image/png', dimensions: '640x360' });
    const file = deferred<MockReply>();
    const { user, api } = await openPage({ [LIST]: { body: [item] }, [`GET ${item.fileUrl}`]: () => file.promise });
    await screen.findByRole('article', { name: 'Summer Sale!' });
    await user.click(screen.getByRole('button', { name: 'Download Summer Sale!' }));
    expect(await screen.findByText('Downloading…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Summer Sale!' })).toBeDisabled();
    file.resolve({ body: 'PNGDATA' });
    expect(await screen.findByText('Download Complete')).toBeInTheDocument();
    expect(screen.getByText('Saved as summer-sale-640x360.png.')).toBeInTheDocument();
    expect(api.callsTo(`GET ${item.fileUrl}`)).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('summer-sale-640x360.png');
    expect(clicked[0].href).toBe('blob:http://localhost/download');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('a failed download says "Download Failed"', async () => {
    stubSaving();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const item = creative({ id: 6, name: 'Gone' });
    await openPage({ [LIST]: { body: [item] }, [`GET ${item.fileUrl}`]: { status: 404, body: { statusCode: 404, message: 'Not Found' } } });
    await screen.findByRole('article', { name: 'Gone' });
    fireEvent.click(screen.getByRole('button', { name: 'Download Gone' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Download Failed')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to download the image. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download Gone' })).toBeEnabled());
  });
});
