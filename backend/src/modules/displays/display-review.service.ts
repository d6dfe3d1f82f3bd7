import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { NOT_FOUND } from '../../common/http/not-found';
import { Clock } from '../../common/clock/clock';
import { RawListQuery } from '../../common/list/list-query';
import { adminDisplayListQuery } from './admin-display-list';
import { DisplayEvents } from './display-events.service';
import { toAdminDisplayDto } from './display.mapper';
import { AdminDisplayDto } from './dto/display.dto';
import { ReviewDisplayDto } from './dto/review-display.dto';
import { Display } from './entities/display.entity';
import { PublicDisplaysService } from './public-displays.service';
import { applyReview } from '../../common/review/review';
import { AuditActor } from '../audit/audit-actor.decorator';
import { AuditLog } from '../audit/audit-log.service';
import { transactionalWithWrites } from '../../common/database/change-writes.repository';

/** The admin's side: the review queue, approve/reject, and the back-office list. */
@Injectable()
export class DisplayReviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly publicDisplays: PublicDisplaysService,
    private readonly audit: AuditLog,
    private readonly events: DisplayEvents,
  ) {}

  /** Displays waiting for review, oldest first. */
  async pending(): Promise<AdminDisplayDto[]> {
    const displays = await this.em
      .fork()
      .find(Display, { status: 'pending', deletedAt: null }, { populate: ['host'], orderBy: { createdAt: 'asc', id: 'asc' } });
    return displays.map(toAdminDisplayDto);
  }

  /** approved:true approves, approved:false rejects; the notes are shown to the host. */
  async review(id: number, dto: ReviewDisplayDto, actor: AuditActor): Promise<AdminDisplayDto> {
    const display = await transactionalWithWrites(this.em.fork(), async (tx) => {
      const found = await tx.findOne(Display, { id, deletedAt: null }, { populate: ['host'] });
      if (!found) throw new NotFoundException(NOT_FOUND.display);
      const review = applyReview(found, dto, this.clock.now());
      await this.audit.record(tx, actor, { action: 'display.review', entityType: 'display', entityId: id, ...review });
      await tx.flush();
      await this.events.reviewed(tx, found.host.id, found.name, 'display', dto.approved, dto.notes);
      return found;
    });
    this.publicDisplays.invalidate();
    return toAdminDisplayDto(display);
  }

  /** One page of the back-office list and the total, for Content-Range. */
  async list(raw: RawListQuery) {
    const { list, where, orderBy } = adminDisplayListQuery(raw);
    const [displays, total] = await this.em.fork().findAndCount(Display, where, {
      populate: ['host'],
      orderBy,
      limit: list.limit,
      offset: list.offset,
    });
    return { list, items: displays.map(toAdminDisplayDto), total };
  }

  async getOne(id: number): Promise<AdminDisplayDto> {
    const display = await this.em.fork().findOne(Display, { id, deletedAt: null }, { populate: ['host'] });
    if (!display) throw new NotFoundException(NOT_FOUND.display);
    return toAdminDisplayDto(display);
  }
}
