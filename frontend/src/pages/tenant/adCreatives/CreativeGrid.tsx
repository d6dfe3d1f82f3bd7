import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CollectionsIcon from '@mui/icons-material/CollectionsOutlined';
import type { AdCreative } from '../../../api/creatives';
import { EmptyState } from '../../../components/EmptyState';
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
  onRename: (creative: AdCreative) => void;
  onDelete: (creative: AdCreative) => void;
}

/** The tenant's creatives as a grid of cards, with loading, error and empty states. */
export function CreativeGrid({ creatives, loading, error, onRetry, downloadingId, ...actions }: CreativeGridProps) {
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
      <EmptyState
        icon={<CollectionsIcon />}
        title="No Ad Creatives Yet"
        text="Upload your first ad creative. Once it is approved you can book displays with it."
        headingLevel="p"
      />
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
          <CreativeCard creative={creative} downloading={downloadingId === creative.id} {...actions} />
        </Box>
      ))}
    </Box>
  );
}
