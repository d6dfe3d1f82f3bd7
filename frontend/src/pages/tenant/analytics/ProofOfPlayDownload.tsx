import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useState } from 'react';
import { PROOF_OF_PLAY_URL } from '../../../api/analytics';

/**
 * The proof-of-play CSV (one row per play). Without dates the server takes the
 * 30 days ending today; a plain link, so the browser streams it to a file.
 */
export function ProofOfPlayDownload() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = new URLSearchParams({ ...(from && { from }), ...(to && { to }) }).toString();
  return (
    <Card component="section" aria-labelledby="proof-of-play-heading">
      <CardContent>
        <Typography id="proof-of-play-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Proof of Play
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Every play of your ads as a CSV file: time in the display&apos;s zone, display, address, creative and booking. Without dates: the
          last 30 days.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            type="date"
            size="small"
            label="From"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label="To"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            href={query ? `${PROOF_OF_PLAY_URL}?${query}` : PROOF_OF_PLAY_URL}
            download
          >
            Download proof of play (CSV)
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
