import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { NOT_FOUND } from '../../common/http/not-found';
import { Clock } from '../../common/clock/clock';
import { ListQuery, MAX_PAGE_SIZE, parseRange, RawListQuery } from '../../common/list/list-query';
import type { PagedList } from '../../common/list/paged-list';
import { User } from '../auth/entities/user.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { adminListQuery } from './admin-list';
import { CheckedImage, CreativeImages } from './creative-images.service';
import { CreativeMapper } from './creative-mapper';
import { AdCreativeDto, AdminAdCreativeDto, UploadedAdCreativeDto } from './dto/ad-creative.dto';
import { CreateAdCreativeDto } from './dto/create-ad-creative.dto';
import { ReviewAdCreativeDto } from './dto/review-ad-creative.dto';
import { AdCreative, CreativeStatus } from './entities/ad-creative.entity';
import { applyReview } from '../../common/review/review';
import { AuditActor } from '../audit/audit-actor.decorator';
import { AuditLog } from '../audit/audit-log.service';
import { transactionalWithWrites } from '../../common/database/change-writes.repository';

@Injectable()
export class CreativesService {
  constructor(
    private readonly em: EntityManager,
    private readonly images: CreativeImages,
    private readonly mapper: CreativeMapper,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    private readonly notifications: NotificationsService,
  ) {}

  /** Checks and cleans an upload; nothing is written. */
  checkUpload(dto: CreateAdCreativeDto): Promise<CheckedImage> {
    return this.images.checkUpload(dto.fileUrl, dto.dimensions);
  }

  /** Stores a checked upload's files and the creative (status pending), in `em`'s transaction when it has one. */
  async create(tenant: User, name: string, image: CheckedImage, em?: EntityManager): Promise<UploadedAdCreativeDto> {
    return { ...this.mapper.toDto(await this.createFromImage(tenant.id, name, image, 'pending', em)), fileCleaning: image.cleaning };
  }

  /**
   * Stores an already checked image as a creative of `ownerId` (uploads and demo data):
   * files and creative in one transaction (nested in `em`'s when it has one), so a
   * failure leaves no file behind.
   */
  async createFromImage(
    ownerId: number,
    name: string,
    image: CheckedImage,
    status: CreativeStatus = 'pending',
    em: EntityManager = this.em.fork(),
  ): Promise<AdCreative> {
    return transactionalWithWrites(em, (tx) => this.insert(tx, ownerId, name, image, status));
  }

  private async insert(tx: EntityManager, ownerId: number, name: string, image: CheckedImage, status: CreativeStatus): Promise<AdCreative> {
    const files = await this.images.store(image, tx);
    const now = this.clock.now();
    const creative = tx.create(AdCreative, {
      owner: tx.getReference(User, ownerId),
      name,
      dimensions: `${image.width}x${image.height}`,
      width: image.width,
      height: image.height,
      contentType: image.contentType,
      byteSize: image.content.length,
      ...files,
      status,
      reviewedAt: status === 'pending' ? null : now,
      createdAt: now,
      updatedAt: now,
    });
    await tx.flush();
    if (status === 'pending') {
      await this.notifications.record(tx, 'admins', {
        kind: 'review_waiting',
        title: 'New ad creative to review',
        body: `The ad creative "${name}" waits for review.`,
        link: '/dashboard/review-ad-creatives',
      });
    }
    return creative;
  }

  /** The tenant's own creatives, newest first; deleted ones are gone (docs/product-rules.md §6.3). */
  /** A page of the tenant's creatives, newest first; without `range`, the first 100 (docs/creative-files.md). */
  async listOwn(tenant: User, range: string | undefined): Promise<PagedList<AdCreativeDto>> {
    const list = parseRange(range, [0, MAX_PAGE_SIZE - 1]);
    const [rows, total] = await this.em
      .fork()
      .findAndCount(
        AdCreative,
        { owner: tenant.id, deletedAt: null },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: list.limit, offset: list.offset },
      );
    return { list, items: rows.map((c) => this.mapper.toDto(c)), total };
  }

  /** One of the tenant's creatives; someone else's is "not found". */
  async getOwn(tenant: User, id: number): Promise<AdCreativeDto> {
    const creative = await this.em.fork().findOne(AdCreative, { id, owner: tenant.id, deletedAt: null });
    if (!creative) throw new NotFoundException(NOT_FOUND.creative);
    return this.mapper.toDto(creative);
  }

  /** Pending creatives, oldest first. */
  async pending(): Promise<AdminAdCreativeDto[]> {
    const rows = await this.em
      .fork()
      .find(AdCreative, { status: 'pending', deletedAt: null }, { orderBy: { createdAt: 'asc', id: 'asc' }, populate: ['owner'] });
    return rows.map((c) => this.mapper.toAdminDto(c));
  }

  /** Approve (`approved: true`) or reject; the notes become approvalNotes. */
  async review(id: number, dto: ReviewAdCreativeDto, actor: AuditActor): Promise<AdminAdCreativeDto> {
    const creative = await transactionalWithWrites(this.em.fork(), async (tx) => {
      const found = await tx.findOne(AdCreative, { id, deletedAt: null }, { populate: ['owner'] });
      if (!found) throw new NotFoundException(NOT_FOUND.creative);
      const review = applyReview(found, dto, this.clock.now());
      await this.audit.record(tx, actor, { action: 'creative.review', entityType: 'creative', entityId: id, ...review });
      await tx.flush();
      await this.notifications.record(tx, [found.owner.id], {
        kind: 'creative_reviewed',
        title: `Ad creative "${found.name}" ${dto.approved ? 'approved' : 'rejected'}`,
        body: `Your ad creative "${found.name}" was ${dto.approved ? 'approved: you can book it now' : 'rejected'}.${dto.notes ? ` Note: ${dto.notes}` : ''}`,
        link: '/dashboard/ad-creatives',
      });
      return found;
    });
    return this.mapper.toAdminDto(creative);
  }

  async adminList(raw: RawListQuery): Promise<{ items: AdminAdCreativeDto[]; total: number; query: ListQuery }> {
    const { query, where, orderBy } = adminListQuery(raw);
    const [rows, total] = await this.em
      .fork()
      .findAndCount(AdCreative, where, { orderBy, limit: query.limit, offset: query.offset, populate: ['owner'] });
    return { items: rows.map((c) => this.mapper.toAdminDto(c)), total, query };
  }

  async adminGet(id: number): Promise<AdminAdCreativeDto> {
    const creative = await this.em.fork().findOne(AdCreative, { id, deletedAt: null }, { populate: ['owner'] });
    if (!creative) throw new NotFoundException(NOT_FOUND.creative);
    return this.mapper.toAdminDto(creative);
  }
}
