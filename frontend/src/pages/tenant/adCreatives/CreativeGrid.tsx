import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CollectionsIcon from '@mui/icons-material/CollectionsOutlined';
import type { AdCreative } from '../../../api/creatives';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { CreativeCard } from './CreativeCard';

interface CreativeGridProps {
  creatives: AdCreative[] | undefined;
  loading: boolean;
  /** The read's error text, if it failed. */
  error?: string | null;
  onRetry: () => void;
  onDownload: (creative: AdCreative) => void;
  downloadingId: number | null;
}

/** The tenant's creatives as a grid of cards, with loading, error and empty states. */
export function CreativeGrid({ creatives, loading, error, onRetry, onDownload, downloadingId }: CreativeGridProps) {
  if (loading) return <LoadingScreen label="Loading your ad creatives" fullHeight={false} />;

  if (error && !creatives) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        <AlertTitle>Failed to load your ad creatives</AlertTitle>
        {error}
      </Alert>
    );
  }

  if (!creatives || creatives.length === 0) {
    return (
      <Card>
        <CardContent sx={{ py: 7, textAlign: 'center' }}>
          <Box
            aria-hidden
            sx={{
              display: 'inline-grid',
              placeItems: 'center',
              width: 56,
              height: 56,
              borderRadius: '50%',
              bgcolor: 'rgba(67, 56, 202, 0.08)',
              color: 'primary.main',
              mb: 2,
            }}
          >
            <CollectionsIcon />
          </Box>
          <Typography component="p" variant="h6">
            No Ad Creatives Yet
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Upload your first ad creative. Once it is approved you can book displays with it.
          </Typography>
        </CardContent>
      </Card>
    );
  }

  return (
    <Box
      component="ul"
      aria-label="Your ad creatives"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5, gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))' }}
    >
      {creatives.map((creative) => (
        <Box component="li" key={creative.id}>
          <CreativeCard creative={creative} onDownload={onDownload} downloading={downloadingId === creative.id} />
        </Box>
      ))}
    </Box>
  );
}
