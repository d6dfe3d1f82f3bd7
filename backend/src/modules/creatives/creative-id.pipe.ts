import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';

/** A creative id from the path; anything that can't be one is simply not found. */
@Injectable()
export class CreativeIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new NotFoundException('Ad creative not found');
    return id;
  }
}
