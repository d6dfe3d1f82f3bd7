import type { components } from './schema';

type Schemas = components['schemas'];

/** The signed-in user as GET /api/user returns it. */
export type User = Schemas['UserDto'];
export type Role = User['role'];
export type LoginBody = Schemas['LoginDto'];
export type RegisterBody = Schemas['RegisterDto'];
/** Roles a visitor may register as (docs/product-rules.md §9.5: tenant or host only). */
export type RegisterRole = NonNullable<RegisterBody['role']>;
export type ErrorResponse = Schemas['ErrorResponseDto'];
