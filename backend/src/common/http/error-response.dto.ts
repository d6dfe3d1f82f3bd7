import { ApiPropertyOptional } from '@nestjs/swagger';

/** The body of every error response. */
export class ErrorResponseDto {
  /** HTTP status code. */
  statusCode: number;
  /** What went wrong, in words a person can act on. */
  message: string;
  /** Particulars of the refusal a client can act on without parsing `message`, when there are any. */
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  details?: unknown;
}
