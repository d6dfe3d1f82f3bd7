import { Session } from '../modules/auth/entities/session.entity';
import { User } from '../modules/auth/entities/user.entity';

/** Every entity, registered in one place. */
export const entities = [User, Session];
