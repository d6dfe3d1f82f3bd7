import { Injectable, StreamableFile } from '@nestjs/common';
import { Clock } from '../../common/clock/clock';
import { User } from '../auth/entities/user.entity';
import { dateRange, monthRange } from './analytics-rules';
import { AnalyticsRepository } from './analytics.repository';
import { csvStream } from './csv';
import { DateRangeQueryDto } from './dto/date-range-query.dto';
import { ExportRepository } from './export.repository';

const PROOF_OF_PLAY_HEADER = [
  'played_at_local',
  'time_zone',
  'played_at_utc',
  'display_id',
  'display',
  'address',
  'ad_creative_id',
  'ad_creative',
  'booking_id',
  'booking_group_id',
  'booking_date',
  'verified',
];
const STATEMENT_HEADER = [
  'booking_date',
  'booking_id',
  'booking_group_id',
  'display_id',
  'display',
  'tenant',
  'ad_creative',
  'hours_booked',
  'price_per_hour',
  'total_price',
  'paid_at',
];

function csvFile(stream: NodeJS.ReadableStream, fileName: string): StreamableFile {
  return new StreamableFile(stream as never, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` });
}

/** The CSV downloads (docs/analytics.md, "Exports"): streamed from a cursor, never built in memory. */
@Injectable()
export class ExportsService {
  constructor(
    private readonly exports: ExportRepository,
    private readonly analytics: AnalyticsRepository,
    private readonly clock: Clock,
  ) {}

  /** One row per play of the tenant's bookings dated from–to (default: the 30 dates ending today). */
  async proofOfPlay(tenant: User, query: DateRangeQueryDto): Promise<StreamableFile> {
    const { from, to } = dateRange(query, await this.analytics.latestToday('tenant', tenant.id, this.clock.now()));
    const name = `proof-of-play-${from}-to-${to}.csv`;
    const rows = this.exports.proofOfPlay(tenant.id, from, to);
    const stream = await csvStream(name, PROOF_OF_PLAY_HEADER, rows, (r) => [
      r.local_time,
      r.time_zone,
      r.utc_time,
      r.display_id,
      r.display_name,
      r.address,
      r.ad_creative_id,
      r.ad_creative_name,
      r.booking_id,
      r.group_id,
      r.booking_date,
      r.verified ? 'yes' : 'no',
    ]);
    return csvFile(stream, name);
  }

  /** Each confirmed, paid booking of the host's displays dated in the month, with its price snapshot, then the total. */
  async statement(host: User, monthText: string): Promise<StreamableFile> {
    const { month, first, last } = monthRange(monthText);
    const name = `statement-${month}.csv`;
    const rows = this.exports.statement(host.id, first, last);
    const stream = await csvStream(
      name,
      STATEMENT_HEADER,
      rows,
      (r) => [
        r.booking_date,
        r.booking_id,
        r.group_id,
        r.display_id,
        r.display_name,
        r.tenant,
        r.ad_creative,
        r.hours_booked,
        r.price_per_hour,
        r.total_price,
        r.paid_at,
      ],
      async () => [
        ['Total', null, null, null, null, null, null, null, null, await this.exports.statementTotal(host.id, first, last), null],
      ],
    );
    return csvFile(stream, name);
  }
}
