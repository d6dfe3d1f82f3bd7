import { sqlFunctionsIn } from '../../../common/sql/sql-functions';

/** The running totals' functions (docs/analytics.md, "Running totals"); installed by their own migration. */
export const ANALYTICS_TOTALS_SQL_FILE = 'analytics_totals.sql';

export const analyticsTotalsSqlFunctions = () => sqlFunctionsIn(__dirname, ANALYTICS_TOTALS_SQL_FILE);
