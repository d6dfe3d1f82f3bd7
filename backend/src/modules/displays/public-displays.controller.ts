import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotModifiedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { DisplayFilterQueryDto } from './dto/display-filter-query.dto';
import { PublicDisplayDto } from './dto/display.dto';
import type { PublicList } from './public-list-snapshot';
import { PublicDisplaysService } from './public-displays.service';

const CACHING = 'Cacheable for 30 s (ETag supported); gzip-compressed when the client accepts it. Changes show within about 5 s.';

@ApiTags('displays')
@Controller('public/displays')
export class PublicDisplaysController {
  constructor(private readonly publicDisplays: PublicDisplaysService) {}

  @Get()
  @Access('public')
  @ApiOperation({
    summary: 'Approved displays inside the service area (Arizona), for the public map and list; with search and filters',
    description: `No sign-in. Only displays with coordinates inside the service area's box (Arizona's by default); no host details. Without parameters, every such display; the parameters narrow the list (they combine with AND; the values of a repeated one with OR). ${CACHING}`,
  })
  @ApiOkResponse({ type: [PublicDisplayDto] })
  @ApiNotModifiedResponse({ description: 'Unchanged since the ETag sent' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A search or filter parameter is invalid; the message says which' })
  async list(
    @Query() filter: DisplayFilterQueryDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await send(reply, await this.publicDisplays.json(filter), ifNoneMatch, acceptEncoding);
  }

  @Get('cities')
  @Access('public')
  @ApiOperation({
    summary: "The cities of the public list, A to Z: the city filter's choices",
    description: `Each city once, whatever its case (spelled as its first display spells it). ${CACHING}`,
  })
  @ApiOkResponse({ type: [String] })
  @ApiNotModifiedResponse({ description: 'Unchanged since the ETag sent' })
  async cities(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await send(reply, await this.publicDisplays.cities(), ifNoneMatch, acceptEncoding);
  }
}

/** Sends a prepared answer: 304 for a matching ETag, else the body, compressed when the client takes gzip. */
async function send(reply: FastifyReply, list: PublicList, ifNoneMatch: string | undefined, acceptEncoding: string | undefined) {
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

/** True when the client takes gzip (and did not refuse it with q=0). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    return coding.trim() === 'gzip' && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}
