import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { cpm, estimatedImpressions } from '../../common/audience/impressions';
import { NOT_FOUND } from '../../common/http/not-found';
import { formatCents } from '../../common/money/money';
import { CampaignBookings } from '../bookings/campaign-bookings.service';
import { IdempotencyService, type IdempotentResult } from '../../common/idempotency/idempotency.service';
import { CAMPAIGN_MESSAGES } from './campaign.constants';
import { CampaignSlots } from './campaign-slots';
import { quoteDisplays, shortfallsOf, shortfallText, type QuotedDisplay } from './campaign-quote';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignQuoteDto, CampaignSelectionDto, CreateCampaignDto } from './dto/campaign-request.dto';
import { CampaignQuoteResultDto, CreatedCampaignDto, ShortfallDto } from './dto/campaign.dto';
import { transactionalWithWrites } from '../../common/database/change-writes.repository';

/**
 * A tenant's campaign across many screens (docs/campaigns.md): the quote, and the booking of one
 * group per display, all in one transaction with the tenant then the displays (in id order) locked.
 */
@Injectable()
export class CampaignsService {
  /** Campaign bookings running at once on this node (docs/campaigns.md, "Concurrency"). */
  private readonly slots = new CampaignSlots(4);

  constructor(
    private readonly em: EntityManager,
    private readonly bookings: CampaignBookings,
    private readonly campaigns: CampaignsRepository,
    private readonly clock: Clock,
    private readonly idempotency: IdempotencyService,
  ) {}

  /** What the selection would cost and reach now; books nothing. */
  async quote(tenantId: number, dto: CampaignQuoteDto): Promise<CampaignQuoteResultDto> {
    const em = this.em.fork();
    const now = this.clock.now();
    await this.assertCreative(em, tenantId, dto.adCreativeId);
    const displays = await this.displaysOf(em, tenantId, dto, now, false);
    return quoteDisplays(displays, (ids) => this.bookings.freeHours(em, ids, dto.dates, now), dto.hoursPerDay, dto.mode ?? 'all');
  }

  /**
   * Books the campaign, or nothing: mode all refuses any short display-date (409 with
   * `details.shortfalls`); mode available books the rest and answers the skipped ones.
   * With an Idempotency-Key, the booking runs in the key's transaction, which stores the answer.
   */
  create(tenantId: number, dto: CreateCampaignDto, key: string | undefined): Promise<IdempotentResult<CreatedCampaignDto>> {
    const request = { userId: tenantId, key, operation: 'POST /api/tenant/campaigns', body: dto, status: 201 };
    // The slot is taken before the Idempotency-Key's transaction opens: waiting holds no connection.
    return this.slots.run(() =>
      this.idempotency.run(request, (em) =>
        em.isInTransaction() ? this.book(tenantId, dto, em) : transactionalWithWrites(em, (tx) => this.book(tenantId, dto, tx)),
      ),
    );
  }

  private async book(tenantId: number, dto: CreateCampaignDto, tx: EntityManager): Promise<CreatedCampaignDto> {
    const now = this.clock.now();
    const mode = dto.mode ?? 'all';
    await this.assertCreative(tx, tenantId, dto.adCreativeId);
    const displays = await this.displaysOf(tx, tenantId, dto, now, true);
    // Mode all reads no free hours of its own: each display's booking reports its full dates.
    let selection = displays.map((d) => ({ displayId: d.id, dates: dto.dates }));
    let skipped: ShortfallDto[] = [];
    if (mode === 'available') {
      const { lines } = await quoteDisplays(displays, (ids) => this.bookings.freeHours(tx, ids, dto.dates, now), dto.hoursPerDay, mode);
      skipped = shortfallsOf(lines);
      const perDisplay = new Map<number, string[]>();
      for (const l of lines.filter((x) => x.available)) perDisplay.set(l.displayId, [...(perDisplay.get(l.displayId) ?? []), l.date]);
      selection = [...perDisplay].map(([displayId, dates]) => ({ displayId, dates }));
      if (!selection.length) throw shortfallRefusal(skipped);
    }
    const campaignId = await this.campaigns.insert(tx, {
      tenantId,
      adCreativeId: dto.adCreativeId,
      name: dto.name,
      hoursPerDay: dto.hoursPerDay,
      mode,
      now,
    });
    const result = await this.bookings.book(
      tx,
      { tenantId, creativeId: dto.adCreativeId, campaignId, hours: dto.hoursPerDay, displays: selection },
      now,
    );
    if ('shortfalls' in result) throw shortfallRefusal(result.shortfalls);
    const { groups } = result;
    const totalCents = groups.reduce((n, g) => n + g.totalPriceCents, 0);
    const impressions = groups.reduce((n, g) => n + g.dates.length * estimatedImpressions(g.hoursBooked, g.audiencePerHour), 0);
    return {
      id: campaignId,
      name: dto.name,
      status: 'pending',
      totalPrice: formatCents(totalCents),
      estimatedImpressions: impressions,
      cpm: cpm(totalCents, impressions),
      groups: groups.map((g) => ({
        groupId: g.groupId,
        displayId: g.displayId,
        dates: g.dates,
        hoursBooked: g.hoursBooked,
        totalPrice: formatCents(g.totalPriceCents),
      })),
      skipped,
    };
  }

  /** The approved displays of the selection (locked in id order when booking); 404 naming any other, 400 for a past or too-far date. */
  private async displaysOf(
    em: EntityManager,
    tenantId: number,
    dto: CampaignSelectionDto,
    now: Date,
    lock: boolean,
  ): Promise<QuotedDisplay[]> {
    const ids = [...dto.displayIds].sort((a, b) => a - b); // oxlint-disable-line unicorn/no-array-sort
    const rows = lock ? await this.bookings.lock(em, tenantId, ids, now) : await this.bookings.displays(em, ids, now);
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw new NotFoundException({ message: NOT_FOUND.display, details: { displayIds: missing } });
    const refusal = this.bookings.datesRefusal(rows, dto.dates);
    if (refusal) throw refusal;
    return rows;
  }

  /** The caller's own, not deleted, approved creative (404, or 400 when not approved). */
  private async assertCreative(em: EntityManager, tenantId: number, id: number): Promise<void> {
    const status = await this.campaigns.creativeStatus(em, tenantId, id);
    if (!status) throw new NotFoundException(NOT_FOUND.creative);
    if (status !== 'approved') throw new BadRequestException(CAMPAIGN_MESSAGES.creativeNotApproved);
  }
}

/** 409 naming each display-date without the hours; nothing is stored (the transaction rolls back). */
function shortfallRefusal(shortfalls: ShortfallDto[]): ConflictException {
  return new ConflictException({ message: shortfallText(shortfalls), details: { shortfalls } });
}
