import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { FilesModule } from '../files/files.module';
import { PlayerModule } from '../player/player.module';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';
import { DemoPlaysRepository } from './demo-plays.repository';
import { DemoPlaysSeeder } from './demo-plays.seeder';
import { ExportRepository } from './export.repository';
import { ExportsService } from './exports.service';
import { HostAnalyticsController } from './host-analytics.controller';
import { TenantAnalyticsController } from './tenant-analytics.controller';

/**
 * Analytics (docs/analytics.md): the dashboards' figures, daily series, delivery
 * of booked airtime and the CSV exports, read from the per-booking play rollup.
 */
@Module({
  imports: [FilesModule, PlayerModule, BookingsModule],
  controllers: [HostAnalyticsController, TenantAnalyticsController],
  providers: [AnalyticsRepository, ExportRepository, AnalyticsService, ExportsService, DemoPlaysRepository, DemoPlaysSeeder],
  exports: [DemoPlaysSeeder],
})
export class AnalyticsModule {}
