import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataTable, SelectInput, SimpleList, TextInput } from 'react-admin';
import type { AdminAdCreative } from '../../api/creatives';
import { DayTime } from '../../components/DayTime';
import { CreativeStatusBadge } from '../../components/creatives/CreativeStatusBadge';
import { CREATIVE_STATUS_LABELS } from '../../components/creatives/creativeStatus';
import { CreativeThumbnail } from '../../components/creatives/CreativeThumbnail';
import { visuallyHidden } from '../../components/visuallyHidden';
import { fileType } from '../../components/creatives/fileType';
import { formatBytes } from '../../utils/format';
import { AllRecordsSection } from '../AllRecordsSection';
import { CREATIVES_RESOURCE } from './resource';

const STATUS_CHOICES = (['pending', 'approved', 'rejected'] as const).map((id) => ({ id, name: CREATIVE_STATUS_LABELS[id] }));

const filters = [
  <TextInput key="q" source="q" label="Search by name" alwaysOn resettable size="small" variant="outlined" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={STATUS_CHOICES}
    emptyText="All statuses"
    alwaysOn
    size="small"
    variant="outlined"
    sx={{ minWidth: 180 }}
  />,
];

const Col = DataTable.Col<AdminAdCreative>;
const day = (iso: string | null) => (iso ? <DayTime iso={iso} /> : '—');

/**
 * Every ad creative (react-admin list on /api/admin/ad-creatives): search by
 * name, filter by status, sort by column, paginate. The URL keeps the state.
 */
export function AllCreativesList() {
  return (
    <AllRecordsSection
      headingId="all-creatives-heading"
      title="All Ad Creatives"
      resource={CREATIVES_RESOURCE}
      filters={filters}
      compact={
        <SimpleList<AdminAdCreative>
          rowClick={false}
          aria-label="All ad creatives"
          leftAvatar={(creative) => (
            <Box sx={{ width: 56, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
              <CreativeThumbnail src={creative.thumbnailUrl} alt={creative.name} />
            </Box>
          )}
          primaryText={(creative) => creative.name}
          secondaryText={(creative) =>
            `${creative.tenant.username} · ${creative.dimensions} px · ${formatBytes(creative.byteSize)}${creative.approvalNotes ? ` · ${creative.approvalNotes}` : ''}`
          }
          tertiaryText={(creative) => <CreativeStatusBadge status={creative.status} />}
        />
      }
    >
      <DataTable<AdminAdCreative> rowClick={false} bulkActionButtons={false} size="small" aria-label="All ad creatives">
        <Col
          label="Preview"
          disableSort
          sx={{ width: 88 }}
          render={(creative) => (
            <Link
              href={creative.fileUrl}
              target="_blank"
              rel="noopener"
              sx={{ display: 'block', width: 72, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
            >
              <CreativeThumbnail src={creative.thumbnailUrl} alt={`${creative.name}: open the full image`} />
            </Link>
          )}
        />
        <Col
          source="name"
          label="Name"
          render={(creative) => <Box sx={{ fontWeight: 600, minWidth: 110, overflowWrap: 'break-word' }}>{creative.name}</Box>}
        />
        <Col source="tenant.username" label="Tenant" disableSort />
        <Col
          source="byteSize"
          label="File"
          render={(creative) => (
            <>
              <Box sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{creative.dimensions} px</Box>
              <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {formatBytes(creative.byteSize)} · {fileType(creative.contentType)}
              </Box>
            </>
          )}
        />
        <Col source="status" label="Status" render={(creative) => <CreativeStatusBadge status={creative.status} />} />
        <Col
          source="approvalNotes"
          label="Note"
          disableSort
          render={(creative) =>
            creative.approvalNotes ? (
              <Typography
                variant="body2"
                title={creative.approvalNotes}
                sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {creative.approvalNotes}
              </Typography>
            ) : (
              <>
                <span aria-hidden>—</span>
                <Box component="span" sx={visuallyHidden}>
                  No note
                </Box>
              </>
            )
          }
        />
        <Col source="createdAt" label="Uploaded" render={(creative) => day(creative.createdAt)} />
        <Col source="reviewedAt" label="Reviewed" disableSort render={(creative) => day(creative.reviewedAt)} />
      </DataTable>
    </AllRecordsSection>
  );
}
