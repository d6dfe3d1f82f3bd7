import Box from '@mui/material/Box';
import { useState } from 'react';
import { downloadProofOfPlay } from '../../../api/analytics';
import { AnalyticsSection } from '../../../components/analytics/AnalyticsSection';
import { CsvDownloadButton } from '../../../components/analytics/CsvDownloadButton';
import { DateRangeFields } from '../../../components/DateRangeFields';

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
        <DateRangeFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
        <CsvDownloadButton
          label="Download proof of play (CSV)"
          read={() => downloadProofOfPlay({ ...(from && { from }), ...(to && { to }) })}
        />
      </Box>
    </AnalyticsSection>
  );
}
