import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BookingsModule } from '../bookings/bookings.module';
import { AdminDisplaysController } from './admin-displays.controller';
import { DemoDisplaySeeder } from './demo/demo-display.seeder';
import { DisplayReviewService } from './display-review.service';
import { HostDisplaysController, TenantDisplaysController } from './displays.controller';
import { DisplaysService } from './displays.service';
import { PublicDisplaysController } from './public-displays.controller';
import { PublicDisplaysService } from './public-displays.service';

@Module({
  imports: [AuthModule, BookingsModule],
  controllers: [HostDisplaysController, TenantDisplaysController, AdminDisplaysController, PublicDisplaysController],
  providers: [DisplaysService, DisplayReviewService, PublicDisplaysService, DemoDisplaySeeder],
  exports: [DemoDisplaySeeder],
})
export class DisplaysModule {}
