import { Session } from '../modules/auth/entities/session.entity';
import { User } from '../modules/auth/entities/user.entity';
import { Booking } from '../modules/bookings/entities/booking.entity';
import { Campaign } from '../modules/campaigns/entities/campaign.entity';
import { AdCreative } from '../modules/creatives/entities/ad-creative.entity';
import { Display } from '../modules/displays/entities/display.entity';
import { DisplayLocationChange } from '../modules/displays/entities/display-location-change.entity';
import { StoredFile } from '../modules/files/stored-file.entity';

/** Every entity, registered in one place. */
export const entities = [User, Session, StoredFile, AdCreative, Display, DisplayLocationChange, Booking, Campaign];
