import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useAccount } from '../../../api/account';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { PageHeader } from '../../../components/PageHeader';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EmailAddressForm } from './EmailAddressForm';
import { EmailPreferencesForm } from './EmailPreferencesForm';

function Section({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2.5, md: 3 } }}>
        <div>
          <Typography id={id} component="h2" variant="h6">
            {title}
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
            {text}
          </Typography>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * /dashboard/account, every signed-in role (docs/notifications.md): the e-mail address, which
 * notifications are mailed, and a new password.
 */
export function AccountPage() {
  const account = useAccount();
  const data = account.data;

  let content;
  if (account.isPending) content = <LoadingScreen label="Loading your account" fullHeight={false} />;
  else if (!data) content = <QueryLoadError title="Failed to load your account" query={account} />;
  else
    content = (
      <Stack spacing={3}>
        <Section
          id="account-email-title"
          title="E-mail address"
          text="Optional. Used for e-mail notifications and to reset a forgotten password."
        >
          {/* Keyed by the saved address: a save (or a reload) starts the field from what the server holds. */}
          <EmailAddressForm key={data.email ?? ''} account={data} />
        </Section>
        <Section
          id="account-preferences-title"
          title="E-mail notifications"
          text="Every notification appears in the app; choose which ones are also e-mailed."
        >
          <EmailPreferencesForm key={data.emailOptOut.join(',')} account={data} />
        </Section>
        <Section id="account-password-title" title="Password" text="Changing it signs out your other sessions; this one stays signed in.">
          <ChangePasswordForm />
        </Section>
      </Stack>
    );

  return (
    <>
      <PageHeader title="Account Settings" subtitle={data ? `Signed in as ${data.username}` : undefined} />
      {content}
    </>
  );
}
