/** The body of every error response. */
export class ErrorResponseDto {
  /** HTTP status code. */
  statusCode: number;
  /** What went wrong, in words a person can act on. */
  message: string;
}
