import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiNotModifiedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { PublicDisplayDto } from './dto/display.dto';
import { PublicDisplaysService } from './public-displays.service';

@ApiTags('displays')
@Controller('public/displays')
export class PublicDisplaysController {
  constructor(private readonly publicDisplays: PublicDisplaysService) {}

  @Get()
  @Access('public')
  @ApiOperation({
    summary: 'Approved displays inside the service area (Arizona), for the public map and list',
    description:
      "No sign-in. Only displays with coordinates inside the service area's box (Arizona's by default); no host details. Cacheable for 30 s (ETag supported); gzip-compressed when the client accepts it.",
  })
  @ApiOkResponse({ type: [PublicDisplayDto] })
  @ApiNotModifiedResponse({ description: 'Unchanged since the ETag sent' })
  async list(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const list = await this.publicDisplays.json();
    const gzip = acceptsGzip(acceptEncoding);
    const etag = gzip ? list.gzippedEtag : list.etag;
    reply.header('Cache-Control', 'public, max-age=30').header('Vary', 'Accept-Encoding').header('ETag', etag);
    if (ifNoneMatch === etag) {
      await reply.status(304).send();
      return;
    }
    reply.header('Content-Type', 'application/json; charset=utf-8');
    if (gzip) reply.header('Content-Encoding', 'gzip');
    await reply.send(gzip ? list.gzipped : list.body);
  }
}

/** True when the client takes gzip (and did not refuse it with q=0). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    return coding.trim() === 'gzip' && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}
