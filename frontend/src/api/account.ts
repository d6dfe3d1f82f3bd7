import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { ApiError, readErrorText } from './errors';
import { request } from './request';
import { CURRENT_USER_KEY } from './session';
import type { components } from './schema';

type Schemas = components['schemas'];

/** GET /api/account: the address, the kinds opted out of mail, the kinds this role receives, whether mail is on. */
export type Account = Schemas['AccountDto'];
export type EmailKind = Account['emailKinds'][number];
/** PATCH /api/account: `email` null removes the address. */
export type AccountChanges = Schemas['UpdateAccountDto'];
export type PasswordChange = Schemas['ChangePasswordDto'];
export type PasswordResetConfirm = Schemas['PasswordResetConfirmDto'];

/** Query key: the URL read. */
export const ACCOUNT_KEY = ['/api/account'] as const;

/** GET /api/account, the signed-in account's settings. */
export function useAccount() {
  return useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: ({ signal }) => request(() => api.GET('/api/account', { signal }), readErrorText),
    refetchOnMount: 'always',
  });
}

/** PATCH /api/account; the answer (the whole account) replaces the cached one. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountChanges) => request(() => api.PATCH('/api/account', { body })),
    onSuccess: (account) => queryClient.setQueryData(ACCOUNT_KEY, account),
  });
}

/** POST /api/account/password (204): every other session of the account ends, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => request(() => api.POST('/api/account/password', { body })),
  });
}

/** POST /api/password-reset: always 202, whether or not the account or its address exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (username: string) => request(() => api.POST('/api/password-reset', { body: { username } })),
  });
}

/**
 * POST /api/password-reset/confirm (204). Every session of the account ends, so the
 * cached user is read again: this browser may have been signed in as that account.
 */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordResetConfirm) => request(() => api.POST('/api/password-reset/confirm', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}

function detailsOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const { details } = error;
  return details !== null && typeof details === 'object' ? (details as Record<string, unknown>) : {};
}

/** The field a 400 names in `details.field` (e.g. "currentPassword"), else null. */
export function refusedField(error: unknown): string | null {
  const { field } = detailsOf(error);
  return typeof field === 'string' ? field : null;
}

export type ResetRefusal = 'invalid' | 'used' | 'expired';

/** Why a reset link was refused (400 `details.reason`), else null. */
export function resetRefusal(error: unknown): ResetRefusal | null {
  const { reason } = detailsOf(error);
  return reason === 'invalid' || reason === 'used' || reason === 'expired' ? reason : null;
}
