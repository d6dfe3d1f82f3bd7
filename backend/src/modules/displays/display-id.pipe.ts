import { BadRequestException, Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { NOT_FOUND_MESSAGE } from './display.constants';

const MAX_ID = 2_147_483_647;

/** A display id from the path: a positive whole number (ids beyond the column's range cannot exist). */
@Injectable()
export class DisplayIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d+$/.test(value) || Number(value) < 1) throw new BadRequestException('Display id must be a positive whole number');
    const id = Number(value);
    if (id > MAX_ID) throw new NotFoundException(NOT_FOUND_MESSAGE);
    return id;
  }
}
