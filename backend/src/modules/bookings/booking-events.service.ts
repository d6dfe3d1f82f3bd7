import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { NotificationKind } from '../notifications/notification-kinds';
import { NotificationsService, type NotificationEvent, type Recipients } from '../notifications/notifications.service';
import { calendarDateText } from '../../common/time/calendar-text';
import { BookingEventsRepository, type BookingFactRow } from './booking-events.repository';

export type BookingChange = 'confirmed' | 'rejected' | 'expired' | 'expiring' | 'requested';

const TENANT_KIND: Record<Exclude<BookingChange, 'requested'>, NotificationKind> = {
  confirmed: 'booking_confirmed',
  rejected: 'booking_rejected',
  expired: 'booking_expired',
  expiring: 'hold_expiring',
};

const VERB: Record<BookingChange, string> = {
  confirmed: 'was confirmed',
  rejected: 'was rejected',
  expired: 'expired before it was confirmed; its hours are free again',
  expiring: 'is still pending and expires within 6 hours unless it is confirmed',
  requested: 'waits for review',
};

/** "Dec 01, 2026", "Dec 01, 2026, Dec 02, 2026", "Dec 01, 2026 to Dec 20, 2026 (12 dates)". */
function datesText(dates: string[]): string {
  const unique = [...new Set(dates)].map(calendarDateText);
  return unique.length <= 3 ? unique.join(', ') : `${unique[0]} to ${unique[unique.length - 1]} (${unique.length} dates)`;
}

/** One notification per booking group, or per campaign for a campaign's groups. */
function bySubject(rows: BookingFactRow[]): BookingFactRow[][] {
  const subjects = new Map<string, BookingFactRow[]>();
  for (const r of rows) {
    const key = r.campaign_id === null ? `group:${r.group_id}` : `campaign:${r.campaign_id}`;
    const list = subjects.get(key);
    if (list) list.push(r);
    else subjects.set(key, [r]);
  }
  return [...subjects.values()];
}

function describe(rows: BookingFactRow[]): { name: string; what: string; link: string; key: string } {
  const first = rows[0];
  const displays = [...new Set(rows.map((r) => r.display_name))];
  if (first.campaign_id !== null) {
    return {
      name: `Campaign "${first.campaign_name}"`,
      what: `Your campaign "${first.campaign_name}" (${displays.length} display${displays.length === 1 ? '' : 's'}, ${datesText(rows.map((r) => r.date))})`,
      link: '/dashboard/campaigns',
      key: `campaign:${first.campaign_id}`,
    };
  }
  return {
    name: `Booking on ${first.display_name}`,
    what: `Your booking of ${first.display_name} for ${datesText(rows.map((r) => r.date))} (${first.hours_booked} h a day)`,
    link: '/dashboard/bookings',
    key: `group:${first.group_id}`,
  };
}

/**
 * The booking notifications (docs/notifications.md), written in the transaction of the change:
 * the tenant hears of a confirmation, rejection (with the note), expiry or a hold about to
 * expire, once per group or campaign; each host of a confirmed booking's displays hears of it;
 * admins hear of a new request.
 */
@Injectable()
export class BookingEvents {
  constructor(
    private readonly repo: BookingEventsRepository,
    private readonly notifications: NotificationsService,
  ) {}

  /** The notifications of one change; `bookings` as ids, or as rows the caller already read (no second read). */
  changed(tx: EntityManager, change: BookingChange, bookings: number[] | BookingFactRow[], notes: string | null = null): Promise<void> {
    return this.changes(tx, [{ change, bookings, notes }]);
  }

  /** The notifications of several changes in one transaction: at most one read and one write, however many. */
  async changes(
    tx: EntityManager,
    list: { change: BookingChange; bookings: number[] | BookingFactRow[]; notes?: string | null }[],
  ): Promise<void> {
    const ids = list.flatMap((c) => c.bookings.filter((b): b is number => typeof b === 'number'));
    const read = ids.length ? await this.repo.facts(tx, ids) : [];
    const byId = new Map(read.map((r) => [r.id, r]));
    const events = list.flatMap(({ change, bookings, notes }) => {
      const rows = bookings.map((b) => (typeof b === 'number' ? byId.get(b) : b)).filter((r): r is BookingFactRow => r !== undefined);
      rows.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
      return bySubject(rows).flatMap((subject) => eventsOf(change, subject, notes ?? null));
    });
    await this.notifications.recordAll(tx, events);
  }
}

type Event = { to: Recipients; event: NotificationEvent };

/** What one subject (a group, or a campaign's groups) tells whom about `change`. */
function eventsOf(change: BookingChange, rows: BookingFactRow[], notes: string | null): Event[] {
  const s = describe(rows);
  if (change === 'requested') {
    return [
      {
        to: 'admins',
        event: {
          kind: 'review_waiting',
          title: `New booking request from ${rows[0].tenant_username}`,
          body: `${s.name}: ${datesText(rows.map((r) => r.date))} ${VERB.requested}.`,
          link: '/dashboard/booking-requests',
        },
      },
    ];
  }
  const tenant: Event = {
    to: [rows[0].tenant_id],
    event: {
      kind: TENANT_KIND[change],
      title: `${s.name} ${change === 'expiring' ? 'expires soon' : change}`,
      body: `${s.what} ${VERB[change]}.${change === 'rejected' && notes ? ` Note: ${notes}` : ''}`,
      link: s.link,
      // A hold is reminded of once (docs/notifications.md).
      ...(change === 'expiring' ? { dedupeKey: `hold:${s.key}` } : {}),
    },
  };
  return change === 'confirmed' ? [tenant, ...hostEvents(rows)] : [tenant];
}

/** Each host of a confirmed booking's displays hears of its own displays only. */
function hostEvents(rows: BookingFactRow[]): Event[] {
  return [...new Set(rows.map((r) => r.host_id))].map((hostId) => {
    const own = rows.filter((r) => r.host_id === hostId);
    const displays = [...new Set(own.map((r) => r.display_name))].join(', ');
    return {
      to: [hostId],
      event: {
        kind: 'host_booking_confirmed',
        title: `New confirmed booking on ${displays}`,
        body: `${own[0].tenant_username}'s booking of ${displays} for ${datesText(own.map((r) => r.date))} was confirmed.`,
        link: '/dashboard/upcoming-bookings',
      },
    };
  });
}
