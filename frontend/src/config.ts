/**
 * Where visitors write to book screens or become a host (spec §1: "{email}",
 * left open by the spec). Set VITE_CONTACT_EMAIL at build time.
 */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'hello@screenspace.example';

export function contactMailto(subject: string): string {
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

/** Spec §2 / §9: after a successful login or registration, go to /dashboard after ~100 ms. */
export const POST_AUTH_REDIRECT_MS = 100;
