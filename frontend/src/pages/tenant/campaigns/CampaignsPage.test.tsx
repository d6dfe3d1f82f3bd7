import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaign, campaignDetail } from '../../../test/campaignFixtures';
import { mockApi, signedInAs } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { renderPage } from '../../../test/renderPage';
import { CampaignsPage } from './CampaignsPage';

const WAIT = { timeout: 10_000 };
const list = (body: unknown[]) => ({ body, headers: { 'Content-Range': `campaigns 0-${Math.max(0, body.length - 1)}/${body.length}` } });

describe("the tenant's campaigns (docs/campaigns.md)", () => {
  it('lists each campaign with its status, screens, dates, total and reach', { timeout: 60_000 }, async () => {
    mockApi({ 'GET /api/tenant/campaigns': list([campaign(), campaign({ id: 13, name: 'Mesa gyms', status: 'confirmed' })]) });
    renderPage(<CampaignsPage />);
    const card = await screen.findByRole('article', { name: 'Tempe cafes' }, WAIT);
    expect(card).toHaveTextContent('Status: Pending');
    expect(card).toHaveTextContent('2 screens · Dec 07, 2026 – Dec 11, 2026 · 2 h/day · $300.00 · 3,000 est. impressions · CPM $100.00');
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/dashboard/campaigns/12');
    expect(screen.getByRole('article', { name: 'Mesa gyms' })).toHaveTextContent('Confirmed');
  });

  it('says when there is none yet, with a way to start one', { timeout: 60_000 }, async () => {
    mockApi({ 'GET /api/tenant/campaigns': list([]) });
    renderPage(<CampaignsPage />);
    expect(await screen.findByRole('heading', { name: 'No campaigns yet' }, WAIT)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New campaign' })[0]).toHaveAttribute('href', '/dashboard/campaigns/new');
  });

  it("shows one campaign's delivery per screen", { timeout: 60_000 }, async () => {
    mockApi({ 'GET /api/user': signedInAs('tenant'), 'GET /api/tenant/campaigns/12': { body: campaignDetail() } });
    renderApp('/dashboard/campaigns/12');
    const table = await screen.findByRole('table', { name: 'Delivery per screen' }, WAIT);
    const gym = within(table).getByRole('row', { name: /Gym Lobby/ });
    expect(gym).toHaveTextContent('10 hours');
    expect(gym).toHaveTextContent('360');
    expect(gym).toHaveTextContent('1 h');
    expect(screen.getByRole('heading', { level: 1, name: 'Tempe cafes' })).toBeInTheDocument();
  });
});
