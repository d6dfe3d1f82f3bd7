import { Injectable, NestMiddleware } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'http';
import { FILE_TOO_LARGE, MAX_FILE_BYTES } from './data-url';

/** The longest JSON body a 5 MB file can need: its base64 plus room for the other fields. */
export const MAX_UPLOAD_BODY = Math.ceil(MAX_FILE_BYTES / 3) * 4 + 64 * 1024;

/**
 * Refuses an upload whose Content-Length already shows a file over 5 MB, before
 * the body is read, with the same message as the decoded-size check (Fastify's
 * own limit would only say "Request body is too large").
 */
@Injectable()
export class UploadSizeMiddleware implements NestMiddleware {
  use(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    const length = Number(req.headers['content-length']);
    if (!(length > MAX_UPLOAD_BODY)) return next();
    res.statusCode = 413;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Connection', 'close');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.end(JSON.stringify({ statusCode: 413, message: FILE_TOO_LARGE }));
  }
}
