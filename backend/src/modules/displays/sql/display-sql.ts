import { sqlFunctionsIn } from '../../../common/sql/sql-functions';

/** The displays domain's SQL functions, in .sql files beside this one (docs/architecture.md, "SQL functions"). */
export const DISPLAY_SQL_FILES = ['display_rules.sql'] as const;

/** Every function defined in one of the files above, in file order. */
export const displaySqlFunctions = (file: (typeof DISPLAY_SQL_FILES)[number]) => sqlFunctionsIn(__dirname, file);
