import TextField from '@mui/material/TextField';

interface DateRangeFieldsProps {
  from: string;
  to: string;
  onFromChange: (date: string) => void;
  onToChange: (date: string) => void;
}

/** "From" and "To" date fields ("YYYY-MM-DD", the browser's date picker), side by side in their parent. */
export function DateRangeFields({ from, to, onFromChange, onToChange }: DateRangeFieldsProps) {
  return (
    <>
      <TextField
        type="date"
        size="small"
        label="From"
        value={from}
        onChange={(e) => onFromChange(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label="To"
        value={to}
        onChange={(e) => onToChange(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
