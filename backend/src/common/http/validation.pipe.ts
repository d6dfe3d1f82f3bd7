import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';

/**
 * The global validation pipe, except that path parameters reach their pipes as the
 * text that was sent: the stock pipe would turn "0x10" into 16 and "1e3" into 1000
 * before the id rule could see them (docs/accounts.md).
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, transform: true, stopAtFirstError: true });
  }

  protected transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}
