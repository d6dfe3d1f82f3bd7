/** The product tagline (docs/product-rules.md §1: the login page's tagline; also the landing headline). */
export const TAGLINE = 'Connect with local spaces and grow your business';

/** The landing page's claims (docs/product-rules.md §1, §18). */
export const LANDING_CLAIMS = [
  { value: '10+', label: 'Displays' },
  { value: '50+', label: 'Monthly Bookings' },
  { value: '5+', label: 'Cities' },
] as const;
