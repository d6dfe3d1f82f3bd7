import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { NOT_FOUND } from '../../common/http/not-found';
import { centsFromDecimal } from '../../common/money/money';
import { CampaignBookings } from '../bookings/campaign-bookings.service';
import { CAMPAIGN_LIMITS } from './campaign.constants';
import { quoteDisplays, type QuotedDisplay } from './campaign-quote';
import { CampaignsRepository } from './campaigns.repository';
import { PlanCampaignDto } from './dto/plan-request.dto';
import { CampaignPlanResultDto } from './dto/campaign.dto';

/** Candidates whose free hours are read at once: a budget is usually spent long before the list ends. */
const CHUNK = 200;

/**
 * The planner (docs/campaigns.md, "Planner"): walks the matching displays in the planner's order
 * (CampaignsRepository.planCandidates), skips those without the hours on every date, and adds
 * whole displays while the total stays within the budget (at most 100). Books nothing; the same
 * request always gives the same answer while the data stays the same.
 */
@Injectable()
export class CampaignPlannerService {
  constructor(
    private readonly em: EntityManager,
    private readonly campaigns: CampaignsRepository,
    private readonly bookings: CampaignBookings,
    private readonly clock: Clock,
  ) {}

  async plan(tenantId: number, dto: PlanCampaignDto): Promise<CampaignPlanResultDto> {
    const em = this.em.fork();
    const now = this.clock.now();
    // Any own creative: planning books nothing, so it need not be approved yet.
    if (dto.adCreativeId !== undefined && !(await this.campaigns.creativeStatus(em, tenantId, dto.adCreativeId))) {
      throw new NotFoundException(NOT_FOUND.creative);
    }
    const candidates = await this.campaigns.planCandidates(dto.filters ?? {});
    const chosen: QuotedDisplay[] = [];
    let spent = 0;
    walk: for (let i = 0; i < candidates.length; i += CHUNK) {
      const chunk = candidates.slice(i, i + CHUNK);
      const ids = chunk.map((c) => c.id);
      if (i === 0) {
        const refusal = this.bookings.datesRefusal(await this.bookings.displays(em, ids, now), dto.dates);
        if (refusal) throw refusal;
      }
      const short = new Set(
        (await this.bookings.freeHours(em, ids, dto.dates, now)).filter((f) => f.free_hours < dto.hoursPerDay).map((f) => f.display_id),
      );
      for (const c of chunk) {
        if (short.has(c.id)) continue;
        const cost = centsFromDecimal(c.price_per_hour) * dto.hoursPerDay * dto.dates.length;
        if (spent + cost > dto.budget || chosen.length === CAMPAIGN_LIMITS.maxDisplays) break walk;
        spent += cost;
        chosen.push(c);
      }
    }
    const quote = await quoteDisplays(chosen, (ids) => this.bookings.freeHours(em, ids, dto.dates, now), dto.hoursPerDay, 'all');
    return { ...quote, displayIds: chosen.map((c) => c.id) };
  }
}
