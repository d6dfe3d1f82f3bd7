import { IsString, Matches, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { IsPresent } from '../../../common/validation/is-present.validator';
import { IsReadableText } from '../../../common/validation/readable-text.validator';

export const DIMENSIONS_PATTERN = /^\s*([1-9]\d{0,4})\s*[xX×]\s*([1-9]\d{0,4})\s*$/;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateAdCreativeDto {
  /** 1–100 characters (trimmed). */
  // class-validator runs these bottom-up; with stopAtFirstError the first failure wins.
  @MaxLength(100, { message: 'Name must be at most 100 characters long' })
  @IsReadableText('Name')
  @IsString({ message: 'Name must be text' })
  @IsPresent('Name is required')
  @Transform(trim)
  name: string;

  /**
   * The image as a base64 data URL, `data:image/png;base64,…`: PNG, JPEG, GIF or WebP,
   * at most 5 MB decoded. The real type is read from the bytes and must match the declared one.
   */
  @IsString({ message: 'The file must be sent as a data URL' })
  @IsPresent('Please select a file')
  fileUrl: string;

  /** `WIDTHxHEIGHT` in pixels, e.g. `1920x1080`; must equal the image's real size. */
  @Matches(DIMENSIONS_PATTERN, { message: 'Dimensions must be WIDTHxHEIGHT in pixels, for example 1920x1080' })
  @IsString({ message: 'Dimensions must be text' })
  @IsPresent('Dimensions are required')
  @Transform(trim)
  dimensions: string;
}
