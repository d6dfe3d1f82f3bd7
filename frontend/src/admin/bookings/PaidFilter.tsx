import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useListContext } from 'react-admin';

type PaidChoice = 'all' | 'unpaid' | 'paid';

/** All / Unpaid / Paid: the `paid` filter of the booking-groups list (kept in the URL). */
export function PaidFilter() {
  const { filterValues, setFilters } = useListContext();
  const value: PaidChoice = filterValues.paid === true ? 'paid' : filterValues.paid === false ? 'unpaid' : 'all';

  const change = (next: PaidChoice | null) => {
    if (!next || next === value) return;
    const { paid: _paid, ...rest } = filterValues as Record<string, unknown>;
    setFilters(next === 'all' ? rest : { ...rest, paid: next === 'paid' }, undefined, false);
  };

  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, next: PaidChoice | null) => change(next)}
      aria-label="Show bookings by payment"
    >
      <ToggleButton value="all">All</ToggleButton>
      <ToggleButton value="unpaid">Unpaid</ToggleButton>
      <ToggleButton value="paid">Paid</ToggleButton>
    </ToggleButtonGroup>
  );
}
