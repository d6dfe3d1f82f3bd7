import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useUpdateAccount, type Account } from '../../../api/account';
import { ApiError, errorText } from '../../../api/errors';
import { useCheckedField } from '../../../hooks/useCheckedField';
import { useToast } from '../../../providers/toastContext';

/**
 * The account's e-mail address (docs/notifications.md): saved as typed, removed when cleared. The server
 * judges the address; its refusal (400) is shown under the field.
 */
export function EmailAddressForm({ account }: { account: Account }) {
  const update = useUpdateAccount();
  const { toast } = useToast();
  const field = useCheckedField(account.email ?? '');
  const typed = field.value.trim();
  const unchanged = typed === (account.email ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = typed;
    let saved: Account;
    try {
      saved = await update.mutateAsync({ email: email === '' ? null : email });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) field.fail(errorText(failure));
      else toast({ title: 'Error', description: errorText(failure), variant: 'destructive' });
      return;
    }
    field.setValue(saved.email ?? '');
    toast({ title: 'Success', description: saved.email ? 'E-mail address saved' : 'E-mail address removed', variant: 'success' });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="E-mail address" sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <TextField
        id="account-email"
        name="email"
        type="email"
        label="E-mail address"
        autoComplete="email"
        {...field.props}
        helperText={field.error ?? 'For notifications and password resets. Clear it and save to remove it.'}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={update.isPending || unchanged}>
          {typed === '' && account.email ? 'Remove e-mail address' : 'Save e-mail address'}
        </Button>
      </Box>
    </Box>
  );
}
