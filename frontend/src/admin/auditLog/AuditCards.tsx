import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import type { AuditRecord } from '../../api/auditLog';
import { actionName, actorName, recordName } from './auditLabels';
import { When } from './When';
import { ChangeDetails } from './ChangeDetails';

/** The audit log on a phone: one card per record, nothing wider than the screen. */
export function AuditCards({ empty }: { empty: ReactNode }) {
  const { data, isPending } = useListContext<AuditRecord>();
  if (isPending) return null;
  if (!data?.length) return <>{empty}</>;
  return (
    <Box component="ul" aria-label="Audit log" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {data.map((r) => (
        <Card component="li" key={r.id} variant="outlined">
          <CardContent sx={{ overflowWrap: 'anywhere' }}>
            <Typography sx={{ fontWeight: 600 }}>{actionName(r)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {actorName(r)} · <When iso={r.at} /> · {r.address}
            </Typography>
            <Typography variant="body2">{recordName(r)}</Typography>
            <ChangeDetails record={r} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
