import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';

/** OpenAPI for a CSV download: text/csv, an attachment. */
export function ApiCsvResponse(description: string) {
  return applyDecorators(
    ApiProduces('text/csv'),
    ApiOkResponse({ description: `${description} (Content-Disposition: attachment)`, content: { 'text/csv': { schema: { type: 'string' } } } }),
  );
}
