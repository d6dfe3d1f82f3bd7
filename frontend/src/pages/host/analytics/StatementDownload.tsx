import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { format, subMonths } from 'date-fns';
import { useState } from 'react';
import { downloadStatement } from '../../../api/analytics';
import { CsvDownloadButton } from '../../../components/analytics/CsvDownloadButton';

/** The last 12 months, this one first, as 'YYYY-MM' with a label. */
function recentMonths(now = new Date()) {
  return Array.from({ length: 12 }, (_, i) => {
    const month = subMonths(now, i);
    return { value: format(month, 'yyyy-MM'), label: format(month, 'MMMM yyyy') };
  });
}

/** The monthly statement CSV: each paid booking of the month with its price, and the total. */
export function StatementDownload() {
  const [months] = useState(recentMonths);
  const [month, setMonth] = useState(months[0].value);
  return (
    <Box component="section" aria-label="Monthly statement" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Statement month"
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        sx={{ minWidth: 180 }}
      >
        {months.map((m) => (
          <MenuItem key={m.value} value={m.value}>
            {m.label}
          </MenuItem>
        ))}
      </TextField>
      <CsvDownloadButton label="Download statement (CSV)" read={() => downloadStatement(month)} />
    </Box>
  );
}
