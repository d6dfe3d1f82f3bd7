import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { HealthDto, LivenessDto } from './health.dto';
import { HealthRepository } from './health.repository';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly database: HealthRepository) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Liveness and database reachability' })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The database is unreachable' })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const up = await this.databaseUp();
    if (!up) reply.status(503);
    return { status: up ? 'ok' : 'error', database: up ? 'up' : 'down' };
  }

  @Get('live')
  @Access('public')
  @ApiOperation({ summary: 'Liveness only: answers without touching the database (load balancers, benchmarks)' })
  @ApiOkResponse({ type: LivenessDto })
  live(): LivenessDto {
    return { status: 'ok' };
  }

  private async databaseUp(): Promise<boolean> {
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 2000).unref());
    const query = this.database.ping().then(
      () => true,
      () => false,
    );
    return Promise.race([query, timeout]);
  }
}
