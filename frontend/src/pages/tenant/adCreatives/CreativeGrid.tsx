import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CollectionsIcon from '@mui/icons-material/CollectionsOutlined';
import type { AdCreative } from '../../../api/creatives';
import { CardList } from '../../../components/CardList';
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
    <CardList label="Your ad creatives" items={creatives} keyOf={(creative) => creative.id} minWidth="250px">
      {(creative) => <CreativeCard creative={creative} downloading={downloadingId === creative.id} {...actions} />}
    </CardList>
  );
}
