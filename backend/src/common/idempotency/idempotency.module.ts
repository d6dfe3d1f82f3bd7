import { Module } from '@nestjs/common';
import { IdempotencyService } from './idempotency.service';

/** Idempotency-Key support for create operations (docs/bookings.md, "Retries"). */
@Module({ providers: [IdempotencyService], exports: [IdempotencyService] })
export class IdempotencyModule {}
