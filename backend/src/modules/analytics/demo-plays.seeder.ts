import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SLOT_SECONDS, SLOTS_PER_HOUR } from '../../common/audience/slot';
import { Clock } from '../../common/clock/clock';
import { type KnownPlay, PlayerRepository } from '../player/player.repository';
import { DemoPlaysRepository } from './demo-plays.repository';

const CHUNK = 5000;

/**
 * How much of its booked airtime a demo booking got: most dates about all of it,
 * every seventh one a screen that was off for part of the day (so under-delivery shows).
 */
function deliveredShare(bookingId: number): number {
  if (bookingId % 7 === 3) return 0.55;
  return 0.92 + ((bookingId * 37) % 9) / 100;
}

/**
 * Plays for the demo network (docs/analytics.md, "Demo data"): every confirmed, paid
 * booking of demo-tenant dated up to today gets plays spread over its display's
 * operating hours (today's only up to now), written with PlayerRepository.recordKnownPlays so
 * the rollup matches. Called by SeedService after the demo bookings.
 */
@Injectable()
export class DemoPlaysSeeder {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly plays: PlayerRepository,
    private readonly demo: DemoPlaysRepository,
  ) {}

  async seed(): Promise<number> {
    const em = this.em.fork();
    const now = this.clock.now();
    const due = await this.demo.dueBookings(em, now);
    const plays: KnownPlay[] = [];
    for (const b of due) {
      const slots = b.capacity * SLOTS_PER_HOUR;
      const wanted = Math.round(b.hours_booked * SLOTS_PER_HOUR * deliveredShare(b.booking_id));
      const opens = new Date(b.opens_at).getTime();
      for (let i = 0; i < wanted; i++) {
        const shownAt = new Date(opens + Math.floor((i * slots) / wanted) * SLOT_SECONDS * 1000 + 2000);
        if (shownAt >= now) break;
        plays.push({
          displayId: b.display_id,
          adCreativeId: b.ad_creative_id,
          bookingId: b.booking_id,
          clientPlayId: `demo-${b.booking_id}-${i}`,
          shownAt,
        });
      }
    }
    let stored = 0;
    for (let i = 0; i < plays.length; i += CHUNK) stored += await this.plays.recordKnownPlays(plays.slice(i, i + CHUNK), now);
    return stored;
  }
}
