import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useState } from 'react';
import { PROOF_OF_PLAY_URL } from '../../../api/analytics';
import { AnalyticsSection } from '../../../components/analytics/AnalyticsSection';

/**
 * The proof-of-play CSV (one row per play). Without dates the server takes the
 * 30 days ending today; a plain link, so the browser streams it to a file.
 */
export function ProofOfPlayDownload() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = new URLSearchParams({ ...(from && { from }), ...(to && { to }) }).toString();
  return (
    <AnalyticsSection
      headingId="proof-of-play-heading"
      title="Proof of Play"
      intro="Every play of your ads as a CSV file: time in the display's zone, display, address, creative and booking. Without dates: the last 30 days."
    >
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
    </AnalyticsSection>
  );
}
