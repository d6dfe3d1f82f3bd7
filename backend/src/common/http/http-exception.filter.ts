import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from './client-address';
import { DatabaseOutageLog, isDatabaseUnavailable } from './database-outage';

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
}

/** What a client is told to wait before retrying while the database is away. */
const RETRY_AFTER_SECONDS = 5;

/** Turns every error into `{statusCode, message}`; never a stack trace. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    sendHttpError(exception, host.switchToHttp().getRequest<FastifyRequest>(), host.switchToHttp().getResponse<FastifyReply>());
  }
}

const logger = new Logger('HttpExceptionFilter');

/** The filter's answer, for a route that answers without Nest (docs/performance.md). */
export function sendHttpError(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { statusCode, headers, body } = httpErrorAnswer(exception, `${request.method} ${request.url} from ${clientAddress(request)}`);
  for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  reply.status(statusCode).send(body);
}

/**
 * What the filter answers for `exception`, and its log line (`where`: the request) for a 5xx:
 * the one home of the error shape, for a route answered below Fastify too (docs/performance.md).
 */
export function httpErrorAnswer(
  exception: unknown,
  where: string,
): { statusCode: number; headers: Record<string, string>; body: { statusCode: number; message: string; details?: unknown } } {
  const { statusCode, message, headers, details } = describe(exception);
  // A 503 raised on purpose (a backlog of plays) is logged where it is raised; any other is the database away.
  if (statusCode === 503) {
    if (!(exception instanceof HttpException)) DatabaseOutageLog.failed(exception);
  } else if (statusCode >= 500) logger.error(`${where}: ${exception instanceof Error ? exception.stack : String(exception)}`);
  return { statusCode, headers, body: details === undefined ? { statusCode, message } : { statusCode, message, details } };
}

function describe(exception: unknown): { statusCode: number; message: string; headers: Record<string, string>; details?: unknown } {
  if (exception instanceof HttpException) {
    const body = exception.getResponse();
    const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    const message = Array.isArray(raw) ? raw.join('; ') : String(raw ?? exception.message);
    const headers = (body as { headers?: Record<string, string> })?.headers ?? {};
    // Particulars a client acts on (which dates are full, that a pairing code is needed).
    const details = (body as { details?: unknown })?.details;
    return { statusCode: exception.getStatus(), message, headers, details };
  }
  if (isDatabaseUnavailable(exception)) {
    return {
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      message: 'Service temporarily unavailable',
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    };
  }
  // Errors raised by Fastify itself (body too large, malformed JSON, bad media type).
  const err = exception as FastifyLikeError;
  if (err && typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
    return { statusCode: err.statusCode, message: fastifyMessage(err), headers: {} };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error', headers: {} };
}

function fastifyMessage(err: FastifyLikeError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Content-Type must be application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty; send a JSON object';
    default:
      return err.statusCode === 400 ? 'Request body is not valid JSON' : (err.message ?? 'Bad request');
  }
}
