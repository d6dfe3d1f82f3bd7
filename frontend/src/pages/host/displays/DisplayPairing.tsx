import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type HostDisplay, useResetPairing, useSetPairing } from '../../../api/displays';
import { errorText } from '../../../api/errors';
import { useToast } from '../../../providers/toastContext';
import { pairingRotationNotice } from './connectionStatus';

/**
 * "Require pairing code" and "Reset pairing" (docs/player.md): with pairing on, a
 * screen must type the six-digit code shown here before it can play. Turning it on
 * or resetting the code signs out every screen of the display.
 */
export function DisplayPairing({ display }: { display: HostDisplay }) {
  const setPairing = useSetPairing();
  const reset = useResetPairing();
  const { toast } = useToast();
  const busy = setPairing.isPending || reset.isPending;
  const onError = (error: unknown) => toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
  const codeId = `display-${display.id}-pairing-code`;
  const rotated = display.pairingRequired ? pairingRotationNotice(display.pairingRotation) : null;

  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <FormControlLabel
        control={
          <Switch
            checked={display.pairingRequired}
            disabled={busy}
            onChange={(event) => setPairing.mutate({ id: display.id, required: event.target.checked }, { onError })}
          />
        }
        label="Require pairing code"
      />
      {display.pairingRequired && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" id={codeId}>
            Pairing code:{' '}
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1.05rem', fontWeight: 700, letterSpacing: '0.12em' }}>
              {display.pairingCode ?? '—'}
            </Box>
          </Typography>
          <Button
            size="small"
            disabled={busy}
            onClick={() =>
              reset.mutate(display.id, {
                onSuccess: () =>
                  toast({ title: 'Success', description: 'Pairing reset: screens must pair again with the new code', variant: 'success' }),
                onError,
              })
            }
          >
            Reset pairing
          </Button>
        </Box>
      )}
      {!display.pairingRequired && display.status === 'approved' && display.paidAirtime && (
        <Alert severity="info" sx={{ py: 0 }}>
          This screen shows paid ads. Without pairing, its plays count as unverified in your tenants&apos; proof of play: turn pairing on
          and type the code on the screen.
        </Alert>
      )}
      {rotated && (
        <Alert severity="warning" sx={{ py: 0 }}>
          {rotated}. Someone may be guessing it: give your screens the new code above (screens already paired keep playing), or reset the
          pairing to sign them all out.
        </Alert>
      )}
    </Box>
  );
}
