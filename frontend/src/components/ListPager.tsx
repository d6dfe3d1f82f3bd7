import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';

interface ListPagerProps {
  /** Names the pages for screen readers, e.g. "Pages of upcoming bookings". */
  label: string;
  /** 0-based. */
  page: number;
  perPage: number;
  total: number;
  /** How many items the page shows. */
  shown: number;
  onChange: (page: number) => void;
}

/** The pages of a list paged on the server, with "1–24 of 130" below; nothing when one page holds it all. */
export function ListPager({ label, page, perPage, total, shown, onChange }: ListPagerProps) {
  const pages = Math.ceil(total / perPage);
  if (pages <= 1) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'grid', justifyItems: 'center', gap: 1, mt: 3 }}>
      <Pagination count={pages} page={page + 1} onChange={(_, next) => onChange(next - 1)} color="primary" />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {page * perPage + 1}–{page * perPage + shown} of {total}
      </Typography>
    </Box>
  );
}
