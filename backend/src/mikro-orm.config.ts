// For the MikroORM CLI (migration:create); the app builds its options in code.
import { ormOptions } from './database/orm-options';

export default ormOptions(process.env.DATABASE_URL ?? 'postgres://postgres:password@localhost:54329/screenspace');
