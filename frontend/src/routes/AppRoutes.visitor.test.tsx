import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { as } from '../test/appHelpers';
import { mockApi } from '../test/mockApi';
import { renderApp } from '../test/renderApp';

describe('AppRoutes: while the session loads', () => {
  it('shows a labelled spinner', async () => {
    mockApi({ 'GET /api/user': () => new Promise(() => {}) });
    renderApp('/dashboard');
    expect(screen.getByRole('progressbar', { name: 'Loading your session' })).toBeInTheDocument();
  });
});

describe('AppRoutes: visitors', () => {
  it('/ shows the landing page with its two choices and the Administrator button', async () => {
    as(null);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect with local spaces and grow your business' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Partner with Us/ })).toHaveAttribute('href', '/partner');
    expect(screen.getByRole('link', { name: /Start Advertising/ })).toHaveAttribute('href', '/advertise');
    expect(screen.getByRole('link', { name: 'Administrator' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { level: 2, name: 'How it Works' })).toBeInTheDocument();
    const steps = within(screen.getByRole('heading', { name: 'How it Works' }).closest('section')!).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    for (const claim of ['10+', '50+', '5+']) expect(screen.getByText(claim)).toBeInTheDocument();
  });

  it('/partner has a Contact Us mail link', async () => {
    as(null);
    renderApp('/partner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner with Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('/advertise is open', async () => {
    as(null);
    renderApp('/advertise');
    expect(await screen.findByRole('heading', { level: 1, name: 'Start Advertising' })).toBeInTheDocument();
  });

  it('/dashboard… redirects to /login', async () => {
    as(null);
    const { location } = renderApp('/dashboard/browse-displays/3');
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('any other path redirects to /', async () => {
    as(null);
    const { location } = renderApp('/somewhere/else');
    expect(await screen.findByRole('link', { name: 'Administrator' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('a failed session read counts as signed out', async () => {
    mockApi({ 'GET /api/user': { status: 500, body: 'boom' } });
    const { location } = renderApp('/dashboard');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });
});
