import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { mockApi, signedInAs, signedOut } from './mockApi';

export const NOT_FOUND_TEXT = "The page you're looking for doesn't exist or you may not have access to it.";

/** Mocks GET /api/user for a role (null = signed out). */
export function as(role: string | null, username?: string) {
  return mockApi({ 'GET /api/user': role === null ? signedOut : signedInAs(role, username) });
}

export async function expectNotFound() {
  expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }, { timeout: 10000 })).toBeInTheDocument();
  expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
}

/** The top navigation of the signed-in layout. */
export const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
