import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { resetRefusal, useConfirmPasswordReset, type ResetRefusal } from '../../api/account';
import { ApiError, errorText } from '../../api/errors';
import { BrandLogo } from '../../components/BrandLogo';
import { useCheckedField } from '../../hooks/useCheckedField';
import { HOME_PATH, LOGIN_PATH } from '../../navigation/paths';
import { SubmitButton } from './auth/SubmitButton';
import { PASSWORD_RULE, passwordRuleError } from './auth/validation';

/** Why a link no longer works, and what to do (docs/notifications.md: single use, valid 1 hour). */
const REFUSAL_TEXTS: Record<ResetRefusal, string> = {
  invalid: 'This reset link is not valid. Open the whole link from the e-mail, or ask for a new one.',
  used: 'This reset link has already been used. If you still need to reset your password, ask for a new link.',
  expired: 'This reset link has expired: links work for 1 hour. Ask for a new one.',
};

function SignInButton({ label }: { label: string }) {
  return (
    <Button component={RouterLink} to={LOGIN_PATH} variant="contained" sx={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
}

/**
 * /reset-password?token=… (public): the page a reset e-mail links to. A new password (the
 * registration rule), then sign in; a refused link says why (invalid, used or expired).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmPasswordReset();
  const password = useCheckedField();
  const [failure, setFailure] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<ResetRefusal | null>(token === '' ? 'invalid' : null);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const rule = password.value === '' ? 'New password is required' : passwordRuleError(password.value);
    if (rule) {
      password.fail(rule);
      return;
    }
    try {
      await confirm.mutateAsync({ token, newPassword: password.value });
    } catch (error) {
      const reason = resetRefusal(error);
      if (reason) setRefusal(reason);
      else if (error instanceof ApiError && error.status === 400) password.fail(errorText(error));
      else setFailure(errorText(error));
      return;
    }
    setDone(true);
  };

  let content;
  if (done)
    content = (
      <Stack spacing={2.5}>
        <Box component="output" sx={{ display: 'block' }}>
          <Alert severity="success" role="note">
            Your password has been changed, and every session of the account was signed out. Sign in with your new password.
          </Alert>
        </Box>
        <SignInButton label="Sign in" />
      </Stack>
    );
  else if (refusal)
    content = (
      <Stack spacing={2.5}>
        <Alert severity="error" role="alert">
          {REFUSAL_TEXTS[refusal]}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          On the sign-in screen, “Forgot password?” sends a new link.
        </Typography>
        <SignInButton label="Back to sign in" />
      </Stack>
    );
  else
    content = (
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Reset password">
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          id="reset-new-password"
          name="newPassword"
          type="password"
          label="New password"
          autoComplete="new-password"
          required
          {...password.props}
          helperText={password.error ?? PASSWORD_RULE}
        />
        <SubmitButton label="Set new password" pending={confirm.isPending} />
      </Stack>
    );

  return (
    <Box
      component="main"
      id="main-content"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 }, bgcolor: 'background.default' }}
    >
      <Box sx={{ width: '100%', maxWidth: 440 }}>
        <Link component={RouterLink} to={HOME_PATH} underline="none" aria-label="ScreenSpace home" sx={{ display: 'inline-block', mb: 3 }}>
          <BrandLogo />
        </Link>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4 }}>
          <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 3 }}>
            Reset your password
          </Typography>
          {content}
        </Paper>
      </Box>
    </Box>
  );
}
