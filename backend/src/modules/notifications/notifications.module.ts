import { Module } from '@nestjs/common';
import { MailSender } from './mail-sender.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

/**
 * Notifications and their e-mail (docs/notifications.md). Other domains record events through
 * NotificationsService inside their own transactions; this module imports no domain.
 */
@Module({
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationsRepository, MailSender],
  exports: [NotificationsService],
})
export class NotificationsModule {}
