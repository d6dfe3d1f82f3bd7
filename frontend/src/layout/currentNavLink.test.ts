import { describe, expect, it } from 'vitest';
import { currentNavLink } from './currentNavLink';

const links = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/dashboard/browse-displays', label: 'Browse Displays' },
  { to: '/dashboard/bookings', label: 'My Bookings' },
];

describe('currentNavLink (the phone top bar names the section)', () => {
  it('picks the deepest link containing the path', () => {
    expect(currentNavLink(links, '/dashboard')?.label).toBe('Dashboard');
    expect(currentNavLink(links, '/dashboard/browse-displays/7')?.label).toBe('Browse Displays');
    expect(currentNavLink(links, '/dashboard/bookings')?.label).toBe('My Bookings');
  });

  it('does not match a mere prefix of a word', () => {
    expect(currentNavLink(links, '/dashboard/bookings-old')?.label).toBe('Dashboard');
    expect(currentNavLink(links, '/elsewhere')).toBeUndefined();
  });
});
