import { Controller, Get, Headers, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { FILE_STORAGE, FileStorage, StoredFileInfo } from './file-storage';
import { FILE_EXTENSIONS, parseFileName } from './file-urls';

const IMMUTABLE = 'public, max-age=31536000, immutable';

@ApiTags('files')
@Controller('files')
export class FilesController {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  // Public on purpose: a file's name is the sha256 of its bytes, so it can't be
  // guessed or listed, and players, admins and owners all need to load it
  // (players without a user session, <img> tags without credentials).
  // See docs/creative-files.md.
  @Get(':name')
  @Access('public')
  @ApiOperation({
    summary: 'An uploaded file (creative or thumbnail) by its content hash',
    description: 'Immutable: cached for a year, strong ETag (the hash), 304 on a matching If-None-Match.',
  })
  @ApiParam({ name: 'name', description: '`{sha256}.{ext}` as given in fileUrl / thumbnailUrl', example: `${'0'.repeat(64)}.png` })
  @ApiProduces(...Object.keys(FILE_EXTENSIONS))
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: 304, description: 'Not modified (If-None-Match matched)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such file' })
  async file(
    @Param('name') name: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const parsed = parseFileName(name);
    const info = parsed ? await this.storage.stat(parsed.hash) : null;
    if (!parsed || !info || FILE_EXTENSIONS[info.contentType] !== parsed.ext) throw new NotFoundException('File not found');

    setFileHeaders(reply, info);
    if (etagMatches(ifNoneMatch, info.hash)) {
      await reply.status(304).send();
      return;
    }
    // HEAD is answered by Fastify from this same handler, without the body.
    const file = await this.storage.get(info.hash);
    if (!file) throw new NotFoundException('File not found');
    await reply.status(200).header('Content-Length', String(file.byteSize)).send(file.content);
  }
}

function setFileHeaders(reply: FastifyReply, info: StoredFileInfo): void {
  reply.header('Content-Type', info.contentType);
  reply.header('Cache-Control', IMMUTABLE);
  reply.header('ETag', `"${info.hash}"`);
  reply.header('X-Content-Type-Options', 'nosniff');
  // Players or a CDN on another origin may embed the image; the name is unguessable anyway.
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
}

/** If-None-Match uses the weak comparison: `W/"x"` matches `"x"`; `*` matches any file. */
function etagMatches(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === `"${hash}"`;
  });
}
