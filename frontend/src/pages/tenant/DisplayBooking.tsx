import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon';

/** Booking page of one display (/dashboard/browse-displays/{id}). PLACEHOLDER: a later issue builds it. */
export function DisplayBooking() {
  const { id } = useParams<{ id: string }>();
  return (
    <>
      <Button component={RouterLink} to="/dashboard/browse-displays" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Displays
      </Button>
      <ComingSoon title="Book a Display" description={`Booking for display #${id ?? ''} opens here soon.`} />
    </>
  );
}
