import { ApiOkResponse } from '@nestjs/swagger';

/** OpenAPI for a CSV download: 200 is text/csv, an attachment (errors stay JSON). */
export function ApiCsvResponse(description: string) {
  return ApiOkResponse({
    description: `${description} (Content-Disposition: attachment)`,
    content: { 'text/csv': { schema: { type: 'string' } } },
  });
}
