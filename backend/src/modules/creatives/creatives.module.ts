import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { IdempotencyModule } from '../../common/idempotency/idempotency.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { BookingsModule } from '../bookings/bookings.module';
import { FilesModule } from '../files/files.module';
import { CreativeChangesService } from './creative-changes.service';
import { AdminCreativesController } from './admin-creatives.controller';
import { CreativeImages } from './creative-images.service';
import { CreativeMapper } from './creative-mapper';
import { CreativesService } from './creatives.service';
import { DemoCreativesSeeder } from './demo-creatives.seeder';
import { TenantCreativesController } from './tenant-creatives.controller';
import { UploadSizeMiddleware } from './upload-size.middleware';

/**
 * Tenants' ad creatives (upload, rename, delete) and their review by the admin. Exports the demo
 * seeder. Other modules read creatives through their entity and SQL joins; deleting asks
 * BookingsModule's BookingRepository whether upcoming bookings use the creative.
 */
@Module({
  imports: [FilesModule, IdempotencyModule, BookingsModule, NotificationsModule],
  controllers: [TenantCreativesController, AdminCreativesController],
  providers: [CreativesService, CreativeChangesService, CreativeImages, CreativeMapper, DemoCreativesSeeder],
  exports: [DemoCreativesSeeder],
})
export class CreativesModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(UploadSizeMiddleware).forRoutes({ path: 'tenant/ad-creatives', method: RequestMethod.POST });
  }
}
