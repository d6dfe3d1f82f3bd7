import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTenantDisplay } from '../../../api/displays';
import { LoadError } from '../../../components/LoadError';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { PageHeader } from '../../../components/PageHeader';
import { useToast } from '../../../providers/toastContext';
import { BROWSE_DISPLAYS_PATH } from '../../../navigation/paths';
import { formatAddress } from '../../../utils/displayLabels';
import { BookingPanel } from './BookingPanel';
import { DisplayDetails } from './DisplayDetails';

/**
 * The page of one display (/dashboard/browse-displays/{id}, docs/product-rules.md §12): loading,
 * load error with Retry, then the booking panel beside the details (on a phone, above them: its
 * calendar on the first screen, not a thousand pixels down).
 */
export function DisplayBooking() {
  const { id } = useParams<{ id: string }>();
  const display = useTenantDisplay(Number(id));
  const { toast } = useToast();

  // One toast per failed load (docs/product-rules.md §17), the page keeps the text and Retry.
  const failedAt = display.isError ? display.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast({ title: 'Error', description: 'Failed to load display information. Please try again.', variant: 'destructive' });
  }, [failedAt, toast]);

  let content;
  if (display.isPending) content = <LoadingScreen label="Loading display" fullHeight={false} />;
  else if (display.isError)
    content = (
      <LoadError
        title="Display unavailable"
        message="Failed to load display information. Please try again later."
        onRetry={() => void display.refetch()}
        retrying={display.isFetching}
      />
    );
  else
    content = (
      <>
        <PageHeader title={display.data.name} subtitle={formatAddress(display.data)} />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          {/* The booking first (on a phone its calendar is on the first screen); on a wide screen it sits on the right. */}
          <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 }, minWidth: 0 }}>
            <BookingPanel display={display.data} />
          </Box>
          <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 }, minWidth: 0 }}>
            <DisplayDetails display={display.data} />
          </Box>
        </Box>
      </>
    );

  return (
    <>
      <Button component={RouterLink} to={BROWSE_DISPLAYS_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Displays
      </Button>
      {content}
    </>
  );
}
