import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { HealthDto, LivenessDto } from './health.dto';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

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
    const query = this.em
      .fork()
      .getConnection()
      .execute('select 1')
      .then(
        () => true,
        () => false,
      );
    return Promise.race([query, timeout]);
  }
}
