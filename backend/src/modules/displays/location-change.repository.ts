import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { toLocationChangeDto } from './display.mapper';
import type { LocationChangeDto } from './dto/location-change.dto';
import { DisplayLocationChange } from './entities/display-location-change.entity';

/** The latest location change of each display, as its host sees it. */
export interface LatestChanges {
  pending: Map<number, LocationChangeDto>;
  rejected: Map<number, LocationChangeDto>;
}

// The latest change of each display (its id); the rows are then loaded as entities.
const LATEST_IDS_SQL = `
  select distinct on (display_id) id from display_location_changes
   where display_id = any(array[?]::int[])
   order by display_id, id desc`;

/** Reads and locks of `display_location_changes` (docs/product-rules.md §5.4). */
@Injectable()
export class LocationChangeRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Each display's latest change, split by what its host sees: the one waiting for review,
   * or the one the admin rejected (until the host asks for another). One query for a whole list.
   */
  async latest(displayIds: number[], em: EntityManager = this.em): Promise<LatestChanges> {
    const found: LatestChanges = { pending: new Map(), rejected: new Map() };
    if (displayIds.length === 0) return found;
    const rows: { id: number }[] = await em.getConnection().execute(LATEST_IDS_SQL, [displayIds], 'all');
    const changes = rows.length ? await em.find(DisplayLocationChange, { id: { $in: rows.map((r) => r.id) } }) : [];
    for (const change of changes) {
      const displayId = change.display.id;
      if (change.status === 'pending') found.pending.set(displayId, toLocationChangeDto(change));
      if (change.status === 'rejected') found.rejected.set(displayId, toLocationChangeDto(change));
    }
    return found;
  }

  /** The display's change waiting for review, if any. */
  pendingOf(em: EntityManager, displayId: number): Promise<DisplayLocationChange | null> {
    return em.findOne(DisplayLocationChange, { display: displayId, status: 'pending' });
  }
}
