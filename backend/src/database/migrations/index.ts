import { Migration20261122000000_accounts } from './Migration20261122000000_accounts';

/** Every migration, in order. Listed explicitly so compiled and test runs load the same set. */
export const migrationsList = [
  { name: 'Migration20261122000000_accounts', class: Migration20261122000000_accounts },
];
