import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useUpdateAccount, type Account } from '../../../api/account';
import type { NotificationKind } from '../../../api/notifications';
import { useToastedAction } from '../../../hooks/useToastedAction';

/** The opted-out kinds in the order the server lists them, then any it no longer lists (kept as they were). */
function optOutList(account: Account, optedOut: ReadonlySet<NotificationKind>): NotificationKind[] {
  const listed = account.emailKinds.map((entry) => entry.kind);
  return [...listed.filter((kind) => optedOut.has(kind)), ...account.emailOptOut.filter((kind) => !listed.includes(kind))];
}

/**
 * Which kinds of notification are also e-mailed (docs/notifications.md): a box per kind this role
 * receives, ticked unless opted out. Says so when the server mails nothing (no SMTP_URL)
 * or the account has no address.
 */
export function EmailPreferencesForm({ account }: { account: Account }) {
  const update = useUpdateAccount();
  const run = useToastedAction();
  const [optedOut, setOptedOut] = useState<ReadonlySet<NotificationKind>>(() => new Set(account.emailOptOut));
  const saved = new Set(account.emailOptOut);
  const unchanged = optedOut.size === saved.size && [...optedOut].every((kind) => saved.has(kind));

  const toggle = (kind: NotificationKind, mailed: boolean) =>
    setOptedOut((current) => {
      const next = new Set(current);
      if (mailed) next.delete(kind);
      else next.add(kind);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => update.mutateAsync({ emailOptOut: optOutList(account, optedOut) }), { success: 'E-mail preferences saved' });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="E-mail preferences" sx={{ display: 'grid', gap: 2 }}>
      {!account.mailEnabled && (
        <Alert severity="info" role="note">
          E-mail is off on this server: nothing is mailed until an administrator sets up a mail server. Your choices are kept for then, and
          every notification still appears in the app.
        </Alert>
      )}
      {account.mailEnabled && !account.email && (
        <Alert severity="warning" role="note">
          Add an e-mail address above to receive these e-mails.
        </Alert>
      )}
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
          E-mail me when…
        </Typography>
        <FormGroup>
          {account.emailKinds.map(({ kind, label }) => (
            <FormControlLabel
              key={kind}
              label={label}
              control={<Checkbox name={kind} checked={!optedOut.has(kind)} onChange={(event) => toggle(kind, event.target.checked)} />}
            />
          ))}
        </FormGroup>
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={update.isPending || unchanged}>
          Save e-mail preferences
        </Button>
      </Box>
    </Box>
  );
}
