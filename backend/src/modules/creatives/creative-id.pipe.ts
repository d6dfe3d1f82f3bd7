import { Injectable } from '@nestjs/common';
import { IdPipe } from '../../common/http/id.pipe';

@Injectable()
export class CreativeIdPipe extends IdPipe {
  constructor() {
    super('Ad creative not found');
  }
}
