/**
 * Player tokens whose signature this instance has already checked, by the token's exact text
 * (docs/performance.md, "The token's signature, checked once"). A screen sends the same token on
 * every cycle; checking the signature again each time was an eighth of a sync's event-loop time.
 * Only the exact text that passed the check is found here, until the token's own expiry; the
 * display's state (approved, not deleted, pairing epoch) is still checked on every request.
 */
export class VerifiedTokens<T extends object> {
  private readonly entries = new Map<string, { claims: T; expiresAt: number }>();

  /** `capacity`: most tokens kept; past it the longest-kept one makes way. */
  constructor(private readonly capacity: number) {}

  get(token: string, now: number): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (now < entry.expiresAt) return entry.claims;
    this.entries.delete(token);
    return undefined;
  }

  /** `expiresAt`: the token's own expiry (ms since the epoch). */
  remember(token: string, claims: T, expiresAt: number): void {
    if (this.entries.has(token) || !Number.isFinite(expiresAt)) return;
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(token, { claims: Object.freeze(claims), expiresAt });
  }

  get size(): number {
    return this.entries.size;
  }
}
