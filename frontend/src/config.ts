/**
 * Where visitors write to book screens or become a host (docs/product-rules.md §1: "{email}",
 * not fixed by the product's rules). Set VITE_CONTACT_EMAIL at build time.
 */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'hello@screenspace.example';

export function contactMailto(subject: string): string {
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

/** docs/product-rules.md §12, §18: after a successful login or registration, go to /dashboard after ~100 ms. */
export const POST_AUTH_REDIRECT_MS = 100;

/**
 * Map tiles (docs/product-rules.md §10): any {z}/{x}/{y} tile URL, set with VITE_MAP_TILE_URL at
 * build time; OpenStreetMap's standard tiles by default. Without network the map
 * still draws its markers.
 */
export const MAP_TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const MAP_TILE_ATTRIBUTION: string =
  import.meta.env.VITE_MAP_TILE_ATTRIBUTION || '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
