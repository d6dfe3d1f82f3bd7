import { Injectable, NotFoundException } from '@nestjs/common';
import { NOT_FOUND } from '../../common/http/not-found';
import { AuditActor } from '../audit/audit-actor.decorator';
import { AdminBookingsService } from '../bookings/admin-bookings.service';
import { CampaignViewsService } from './campaign-views.service';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignDetailDto } from './dto/campaign.dto';

/**
 * The admin's whole-campaign actions (docs/campaigns.md): confirm, reject or mark paid every group
 * of a campaign at once, through the bookings' own group logic (AdminBookingsService.actOnGroups),
 * in one transaction. Groups stay actionable one by one as before.
 */
@Injectable()
export class AdminCampaignsService {
  constructor(
    private readonly campaigns: CampaignsRepository,
    private readonly groups: AdminBookingsService,
    private readonly views: CampaignViewsService,
  ) {}

  confirm(id: number, actor: AuditActor): Promise<CampaignDetailDto> {
    return this.act(id, (groupIds) => this.groups.actOnGroups(groupIds, 'confirm', actor));
  }

  reject(id: number, actor: AuditActor, note?: string): Promise<CampaignDetailDto> {
    return this.act(id, (groupIds) => this.groups.actOnGroups(groupIds, 'reject', actor, { notes: note }));
  }

  setPaid(id: number, actor: AuditActor, paid: boolean): Promise<CampaignDetailDto> {
    return this.act(id, (groupIds) => this.groups.actOnGroups(groupIds, 'paid', actor, { paid }));
  }

  private async act(id: number, change: (groupIds: string[]) => Promise<void>): Promise<CampaignDetailDto> {
    const groupIds = await this.campaigns.groupIds(id);
    if (!groupIds.length) throw new NotFoundException(NOT_FOUND.campaign);
    await change(groupIds);
    return this.views.one(id);
  }
}
