import { Injectable } from '@nestjs/common';
import { IdPipe } from '../../common/http/id.pipe';
import { NOT_FOUND_MESSAGE } from './display.constants';

@Injectable()
export class DisplayIdPipe extends IdPipe {
  constructor() {
    super(NOT_FOUND_MESSAGE);
  }
}
