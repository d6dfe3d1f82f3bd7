import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../notifications/notifications.service';

/** The displays' notifications (docs/notifications.md), written in the transaction of the change. */
@Injectable()
export class DisplayEvents {
  constructor(private readonly notifications: NotificationsService) {}

  /** Admins: a new display, a rejected one edited back to review, or a location change waits. */
  async waiting(tx: EntityManager, what: 'display' | 'edited' | 'location', name: string): Promise<void> {
    const title = {
      display: 'New display to review',
      edited: 'Edited display to review again',
      location: 'New display location to review',
    }[what];
    const body = {
      display: `The display "${name}" waits for review.`,
      edited: `The host changed the rejected display "${name}"; it waits for review again.`,
      location: `The display "${name}" asks to move to a new location; the change waits for review.`,
    }[what];
    await this.notifications.record(tx, 'admins', { kind: 'review_waiting', title, body, link: '/dashboard/review-displays' });
  }

  /** The host: its display, or its display's new location, was approved or rejected (with the note). */
  async reviewed(
    tx: EntityManager,
    hostId: number,
    name: string,
    what: 'display' | 'location',
    approved: boolean,
    notes?: string | null,
  ): Promise<void> {
    const subject = what === 'display' ? `Display "${name}"` : `New location of "${name}"`;
    const outcome = approved ? 'approved' : 'rejected';
    const after = what === 'location' && approved ? ' The display now shows at its new address.' : '';
    await this.notifications.record(tx, [hostId], {
      kind: 'display_reviewed',
      title: `${subject} ${outcome}`,
      body: `${subject} was ${outcome}.${after}${notes ? ` Note: ${notes}` : ''}`,
      link: '/dashboard/displays',
    });
  }
}
