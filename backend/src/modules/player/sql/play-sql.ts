import { sqlFunctionsIn } from '../../../common/sql/sql-functions';

/** The plays' monthly partitions and their retention (docs/player.md, "Partitions and retention"). */
export const PLAY_SQL_FILE = 'play_partitions.sql';

export const playSqlFunctions = () => sqlFunctionsIn(__dirname, PLAY_SQL_FILE);
