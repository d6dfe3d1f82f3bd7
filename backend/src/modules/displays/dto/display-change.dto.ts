import { AdminDisplayDto } from './display.dto';
import { LocationChangeDto } from './location-change.dto';

/** A location change in the admin's review queue, with the display as it is now (its approved location). */
export class DisplayChangeDto extends LocationChangeDto {
  displayId: number;
  display: AdminDisplayDto;
}
