import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import NoteIcon from '@mui/icons-material/StickyNote2Outlined';
import type { AdCreative } from '../../../api/creatives';
import { CreativeFacts } from '../../../components/creatives/CreativeFacts';
import { CreativeStatusBadge } from '../../../components/creatives/CreativeStatusBadge';
import { CreativeThumbnail } from '../../../components/creatives/CreativeThumbnail';

interface CreativeCardProps {
  creative: AdCreative;
  onDownload: (creative: AdCreative) => void;
  downloading: boolean;
  onRename: (creative: AdCreative) => void;
  onDelete: (creative: AdCreative) => void;
}

/** One of the tenant's creatives: thumbnail, status badge, details, the reviewer's note, Download, Rename and Delete. */
export function CreativeCard({ creative, onDownload, downloading, onRename, onDelete }: CreativeCardProps) {
  const headingId = `creative-${creative.id}-name`;
  const rejected = creative.status === 'rejected';

  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative', borderBottom: 1, borderColor: 'divider' }}>
        <CreativeThumbnail src={creative.thumbnailUrl} alt={`Preview of ${creative.name}`} />
        <Box sx={{ position: 'absolute', top: 10, left: 10 }}>
          <CreativeStatusBadge status={creative.status} />
        </Box>
      </Box>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography id={headingId} variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {creative.name}
        </Typography>
        <CreativeFacts creative={creative} />
        {creative.approvalNotes && (
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              mt: 1.5,
              p: 1.25,
              borderRadius: 1.5,
              bgcolor: rejected ? '#fef2f2' : '#f1f5f9',
              border: 1,
              borderColor: rejected ? '#fecaca' : 'divider',
            }}
          >
            <NoteIcon aria-hidden fontSize="small" sx={{ color: rejected ? '#b91c1c' : 'text.secondary', mt: '1px' }} />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontWeight: 700 }}>
                Reviewer&apos;s note:
              </Box>{' '}
              {creative.approvalNotes}
            </Typography>
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={downloading ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DownloadIcon />}
          onClick={() => onDownload(creative)}
          disabled={downloading}
          aria-label={`Download ${creative.name}`}
        >
          Download
        </Button>
        <Button size="small" startIcon={<EditIcon />} onClick={() => onRename(creative)} aria-label={`Rename ${creative.name}`}>
          Rename
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => onDelete(creative)}
          aria-label={`Delete ${creative.name}`}
        >
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
