import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { NOT_FOUND } from '../../common/http/not-found';
import { User } from '../auth/entities/user.entity';
import { BookingRepository } from '../bookings/booking.repository';
import { CreativeMapper } from './creative-mapper';
import { AdCreativeDto } from './dto/ad-creative.dto';
import { AdCreative } from './entities/ad-creative.entity';
import { transactionalWithWrites } from '../../common/database/change-writes.repository';

/** "This ad creative is used by 2 upcoming bookings". */
export function creativeInUseMessage(upcoming: number): string {
  return `This ad creative is used by ${upcoming} upcoming ${upcoming === 1 ? 'booking' : 'bookings'}`;
}

/** A tenant renames or deletes its own creatives (docs/product-rules.md §6.3, docs/creative-files.md "Rename and delete"). */
@Injectable()
export class CreativeChangesService {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingRepository,
    private readonly mapper: CreativeMapper,
    private readonly clock: Clock,
  ) {}

  /** A new name; the review state stays (the name is the tenant's label, the image is what was reviewed). */
  async rename(tenant: User, id: number, name: string): Promise<AdCreativeDto> {
    const em = this.em.fork();
    const creative = await this.own(em, tenant, id);
    creative.name = name;
    creative.updatedAt = this.clock.now();
    await em.flush();
    return this.mapper.toDto(creative);
  }

  /**
   * Deletes a creative that no pending or confirmed booking dated today or later uses (409 with
   * their count otherwise, in the message and `details.upcomingBookings`). The row stays, marked
   * deleted, for the bookings, plays and exports that name it. Runs under the tenant's booking
   * lock, the one book_display_dates takes first, so a booking of this creative racing the delete
   * is either counted here or refused there ("Ad creative not found").
   */
  async remove(tenant: User, id: number): Promise<void> {
    await transactionalWithWrites(this.em.fork(), async (tx) => {
      await this.bookings.lockTenant(tx, tenant.id);
      const creative = await this.own(tx, tenant, id);
      const now = this.clock.now();
      const upcoming = await this.bookings.countUpcomingForCreative(creative.id, now, tx);
      if (upcoming > 0) throw new ConflictException({ message: creativeInUseMessage(upcoming), details: { upcomingBookings: upcoming } });
      creative.deletedAt = now;
      creative.updatedAt = now;
    });
  }

  private async own(em: EntityManager, tenant: User, id: number): Promise<AdCreative> {
    const creative = await em.findOne(AdCreative, { id, owner: tenant.id, deletedAt: null });
    if (!creative) throw new NotFoundException(NOT_FOUND.creative);
    return creative;
  }
}
