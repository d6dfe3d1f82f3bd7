import { PickType } from '@nestjs/swagger';
import { CreateAdCreativeDto } from './create-ad-creative.dto';

/** PATCH /api/tenant/ad-creatives/{id}: the new name, with the upload's rules (1–100 characters, trimmed). */
export class RenameAdCreativeDto extends PickType(CreateAdCreativeDto, ['name'] as const) {}
