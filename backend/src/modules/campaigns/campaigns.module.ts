import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../common/idempotency/idempotency.module';
import { BookingsModule } from '../bookings/bookings.module';
import { AdminCampaignsController } from './admin-campaigns.controller';
import { AdminCampaignsService } from './admin-campaigns.service';
import { CampaignPlannerService } from './campaign-planner.service';
import { CampaignViewsService } from './campaign-views.service';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignsService } from './campaigns.service';
import { DemoCampaignsSeeder } from './demo-campaigns.seeder';
import { TenantCampaignsController } from './tenant-campaigns.controller';

/**
 * Campaigns across many screens (docs/campaigns.md). Books, confirms and pays through what
 * BookingsModule exports (CampaignBookings, AdminBookingsService): one home for every booking rule.
 */
@Module({
  imports: [BookingsModule, IdempotencyModule],
  controllers: [TenantCampaignsController, AdminCampaignsController],
  providers: [
    CampaignsService,
    CampaignViewsService,
    CampaignPlannerService,
    AdminCampaignsService,
    CampaignsRepository,
    DemoCampaignsSeeder,
  ],
  exports: [DemoCampaignsSeeder],
})
export class CampaignsModule {}
