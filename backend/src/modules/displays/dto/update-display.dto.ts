import { PartialType } from '@nestjs/swagger';
import { CreateDisplayDto } from './create-display.dto';

/**
 * PATCH /api/displays/{id}: any subset of the create fields, each checked as on create.
 * A field left out keeps its value; `null` for a required field is refused like a missing
 * one on create ("Name is required"), and for an optional field it leaves the value as it is.
 */
export class UpdateDisplayDto extends PartialType(CreateDisplayDto, { skipNullProperties: false }) {}
