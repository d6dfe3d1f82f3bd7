import { Migration20261122000000_accounts } from './Migration20261122000000_accounts';
import { Migration20261122010000_displays } from './Migration20261122010000_displays';
import { Migration20261122020000_creatives } from './Migration20261122020000_creatives';
import { Migration20261122030000_bookings } from './Migration20261122030000_bookings';
import { Migration20261122040000_booking_function } from './Migration20261122040000_booking_function';
import { Migration20261123000000_player } from './Migration20261123000000_player';
import { Migration20261123010000_analytics } from './Migration20261123010000_analytics';
import { Migration20261123020000_booking_limits } from './Migration20261123020000_booking_limits';
import { Migration20261123030000_auth_throttle } from './Migration20261123030000_auth_throttle';
import { Migration20261123040000_idempotency_keys } from './Migration20261123040000_idempotency_keys';
import { Migration20261123050000_display_sql_files } from './Migration20261123050000_display_sql_files';
import { Migration20261124000000_booking_sql_files } from './Migration20261124000000_booking_sql_files';
import { Migration20261125100000_display_location_changes } from './Migration20261125100000_display_location_changes';
import { Migration20261125200000_edit_and_cancel } from './Migration20261125200000_edit_and_cancel';
import { Migration20261127000000_campaigns } from './Migration20261127000000_campaigns';
import { Migration20261127000000_pairing_rotation } from './Migration20261127000000_pairing_rotation';
import { Migration20261127010000_verified_plays } from './Migration20261127010000_verified_plays';
import { Migration20261127000000_booking_due_intervals } from './Migration20261127000000_booking_due_intervals';
import { Migration20261127100000_notifications } from './Migration20261127100000_notifications';
import { Migration20261127100100_display_open_at } from './Migration20261127100100_display_open_at';

/** Every migration, in order. Listed explicitly so compiled and test runs load the same set. */
export const migrationsList = [
  { name: 'Migration20261122000000_accounts', class: Migration20261122000000_accounts },
  { name: 'Migration20261122010000_displays', class: Migration20261122010000_displays },
  { name: 'Migration20261122020000_creatives', class: Migration20261122020000_creatives },
  { name: 'Migration20261122030000_bookings', class: Migration20261122030000_bookings },
  { name: 'Migration20261122040000_booking_function', class: Migration20261122040000_booking_function },
  { name: 'Migration20261123000000_player', class: Migration20261123000000_player },
  { name: 'Migration20261123010000_analytics', class: Migration20261123010000_analytics },
  { name: 'Migration20261123020000_booking_limits', class: Migration20261123020000_booking_limits },
  { name: 'Migration20261123030000_auth_throttle', class: Migration20261123030000_auth_throttle },
  { name: 'Migration20261123040000_idempotency_keys', class: Migration20261123040000_idempotency_keys },
  { name: 'Migration20261123050000_display_sql_files', class: Migration20261123050000_display_sql_files },
  { name: 'Migration20261124000000_booking_sql_files', class: Migration20261124000000_booking_sql_files },
  { name: 'Migration20261125100000_display_location_changes', class: Migration20261125100000_display_location_changes },
  { name: 'Migration20261125200000_edit_and_cancel', class: Migration20261125200000_edit_and_cancel },
  { name: 'Migration20261127000000_campaigns', class: Migration20261127000000_campaigns },
  { name: 'Migration20261127000000_pairing_rotation', class: Migration20261127000000_pairing_rotation },
  { name: 'Migration20261127010000_verified_plays', class: Migration20261127010000_verified_plays },
  { name: 'Migration20261127000000_booking_due_intervals', class: Migration20261127000000_booking_due_intervals },
  { name: 'Migration20261127100000_notifications', class: Migration20261127100000_notifications },
  { name: 'Migration20261127100100_display_open_at', class: Migration20261127100100_display_open_at },
];
