import { ArgumentMetadata, BadRequestException, Type, ValidationPipe } from '@nestjs/common';
import { fastBodyCheck } from './fast-body';

/**
 * The global validation pipe, except that path parameters reach their pipes as the
 * text that was sent: the stock pipe would turn "0x10" into 16 and "1e3" into 1000
 * before the id rule could see them (docs/accounts.md); a `null` body is refused; and a hot
 * route's well-formed body passes its own check instead of the class chain (`fast-body.ts`).
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, transform: true, stopAtFirstError: true });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const fast = metadata.type === 'body' ? fastBodyCheck(metadata.metatype) : undefined;
    return fast?.(value) ?? super.transform(value, metadata);
  }

  protected transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }

  /** The stock pipe reads a JSON `null` body as `{}`, which a call whose fields are all optional would accept. */
  protected toEmptyIfNil<T = unknown, R = T>(value: T, metatype: Type<unknown> | object): R | object | string {
    if (value === null) throw new BadRequestException('The request body must be a JSON object');
    return super.toEmptyIfNil(value, metatype);
  }
}
