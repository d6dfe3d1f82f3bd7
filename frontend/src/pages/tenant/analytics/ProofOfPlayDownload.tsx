import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { downloadProofOfPlay } from '../../../api/analytics';
import { AnalyticsSection } from '../../../components/analytics/AnalyticsSection';
import { CsvDownloadButton } from '../../../components/analytics/CsvDownloadButton';

/**
 * The proof-of-play CSV (one row per play). Without dates the server takes the
 * 30 days ending today; a refused range shows the server's message.
 */
export function ProofOfPlayDownload() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
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
        <CsvDownloadButton
          label="Download proof of play (CSV)"
          read={() => downloadProofOfPlay({ ...(from && { from }), ...(to && { to }) })}
        />
      </Box>
    </AnalyticsSection>
  );
}
