import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useEffect, useState, type FormEvent } from 'react';
import { useRequestPasswordReset } from '../../../api/account';
import { errorText } from '../../../api/errors';
import { useCheckedField } from '../../../hooks/useCheckedField';
import { SubmitButton } from './SubmitButton';
import { REQUIRED_MESSAGES } from './validation';

/** The same words whatever the account: the answer never tells whether it or its address exists (docs/notifications.md). */
const RESET_REQUESTED_TEXT =
  'If that account has an e-mail address, a link to reset its password is on its way. The link works once, within 1 hour.';

/** "Forgot password?" on the Login tab: a username, then always the same neutral answer. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const reset = useRequestPasswordReset();
  const username = useCheckedField();
  const [failure, setFailure] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const { inputRef } = username.props;

  useEffect(() => inputRef.current?.focus(), [inputRef]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.value.trim();
    setFailure(undefined);
    if (name === '') {
      username.fail(REQUIRED_MESSAGES.username);
      return;
    }
    try {
      await reset.mutateAsync(name);
    } catch (error) {
      setFailure(errorText(error));
      return;
    }
    setSent(true);
  };

  const back = (
    <Button
      variant="text"
      color="inherit"
      startIcon={<ArrowBackIcon />}
      onClick={onBack}
      sx={{ alignSelf: 'flex-start', color: 'text.secondary' }}
    >
      Back to login
    </Button>
  );

  if (sent)
    return (
      <Stack spacing={2.5}>
        <Box component="output" sx={{ display: 'block' }}>
          <Alert severity="success" role="note">
            {RESET_REQUESTED_TEXT}
          </Alert>
        </Box>
        {back}
      </Stack>
    );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-labelledby="forgot-password-title">
      <div>
        <Typography id="forgot-password-title" component="h2" variant="h6">
          Forgot your password?
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Enter your username. If the account has an e-mail address, we will send it a link to choose a new password.
        </Typography>
      </div>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        id="forgot-username"
        name="username"
        label="Username"
        autoComplete="username"
        required
        {...username.props}
        helperText={username.error}
      />
      <SubmitButton label="Send reset link" pending={reset.isPending} />
      {back}
    </Stack>
  );
}
