import { sqlFunctionsIn } from '../../../common/sql/sql-functions';

/** The bookings domain's SQL functions, in .sql files beside this one (docs/architecture.md, "SQL functions"). */
export const BOOKING_SQL_FILES = ['booking_rules.sql', 'book_display_dates.sql'] as const;

/** Every function defined in one of the files above, in file order. */
export const bookingSqlFunctions = (file: (typeof BOOKING_SQL_FILES)[number]) => sqlFunctionsIn(__dirname, file);

/** The due intervals' function and triggers (docs/player.md, "Due intervals"); installed by their own migration. */
export const BOOKING_DUE_SQL_FILE = 'booking_due.sql';

export const bookingDueSqlFunctions = () => sqlFunctionsIn(__dirname, BOOKING_DUE_SQL_FILE);
