import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FilesModule } from '../files/files.module';
import { DisplayStates } from './display-states';
import { NotificationsModule } from '../notifications/notifications.module';
import { HeartbeatService } from './heartbeat.service';
import { OfflineWatchJob } from './offline-watch.job';
import { OutagesRepository } from './outages.repository';
import { PairingController } from './pairing.controller';
import { PairingRepository } from './pairing.repository';
import { PairingService } from './pairing.service';
import { PlayIngestService } from './play-ingest.service';
import { PlayPartitionsJob } from './play-partitions.job';
import { PlayPartitionsRepository } from './play-partitions.repository';
import { PlayTotalsFoldJob } from './play-totals-fold.job';
import { PlayTotalsRepository } from './play-totals.repository';
import { PlayerTokenStrategy } from './player-token.strategy';
import { PlayerController } from './player.controller';
import { PlayerRepository } from './player.repository';
import { PlayerService } from './player.service';
import { ScheduleChangesListener } from './schedule-changes.listener';
import { ScheduleService } from './schedule.service';
import { SyncFastPath } from './sync-fast-path';
import { SyncRawPath } from './sync-raw-path';

/**
 * The player's calls that every screen makes every cycle: they run straight SQL and need no
 * per-request EntityManager (docs/performance.md, "Where a sync's time goes").
 */
export const PLAYER_HOT_PATHS = /^\/api\/displays\/\d+\/(sync|schedule|plays|impressions)(\?|$)/;

/** The kiosk player's API: display tokens, the schedule, plays and heartbeats (docs/player.md). */
@Module({
  imports: [AuthModule, FilesModule, NotificationsModule],
  controllers: [PlayerController, PairingController],
  providers: [
    PlayerRepository,
    PlayPartitionsRepository,
    PlayPartitionsJob,
    PlayTotalsRepository,
    PlayTotalsFoldJob,
    ScheduleChangesListener,
    DisplayStates,
    ScheduleService,
    PlayIngestService,
    HeartbeatService,
    PlayerService,
    PairingRepository,
    PairingService,
    PlayerTokenStrategy,
    OutagesRepository,
    OfflineWatchJob,
    SyncFastPath,
    SyncRawPath,
  ],
  exports: [PlayerRepository, OutagesRepository, SyncFastPath, SyncRawPath],
})
export class PlayerModule {}
