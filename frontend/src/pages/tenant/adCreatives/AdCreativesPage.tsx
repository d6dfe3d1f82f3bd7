import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../api/errors';
import { useState } from 'react';
import {
  CREATIVES_PER_PAGE,
  fileCleaningText,
  useTenantAdCreativesPage,
  useUploadAdCreative,
  type NewAdCreative,
} from '../../../api/creatives';
import { ListPager } from '../../../components/ListPager';
import { PageHeader } from '../../../components/PageHeader';
import { useToast } from '../../../providers/toastContext';
import { CreativeGrid } from './CreativeGrid';
import { DeleteCreativeDialog } from './DeleteCreativeDialog';
import { RenameCreativeDialog } from './RenameCreativeDialog';
import { useCreativeChanges } from './useCreativeChanges';
import { UploadCreativeForm } from './UploadCreativeForm';
import { useCreativeDownload } from './useCreativeDownload';

export const UPLOAD_SUCCESS_TEXT = 'Ad creative uploaded successfully and pending approval';

/** Ad Creatives (/dashboard/ad-creatives, tenants): the upload form and the tenant's creatives, to rename and delete. */
export function AdCreativesPage() {
  const [page, setPage] = useState(0);
  const creatives = useTenantAdCreativesPage(page);
  const upload = useUploadAdCreative();
  const { download, downloadingId } = useCreativeDownload();
  const changes = useCreativeChanges();
  const { toast } = useToast();

  const handleUpload = async (body: NewAdCreative) => {
    let uploaded;
    try {
      uploaded = await upload.mutateAsync(body);
    } catch (error) {
      toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
      return false;
    }
    // Say what was done to the file (docs/product-rules.md §11.3).
    const cleaning = fileCleaningText(uploaded.fileCleaning);
    toast({ title: 'Success', description: cleaning ? `${UPLOAD_SUCCESS_TEXT}. ${cleaning}` : UPLOAD_SUCCESS_TEXT, variant: 'success' });
    return true;
  };

  const list = creatives.data?.items;
  const total = creatives.data?.total ?? 0;
  // Counted on the page; said only when the page holds them all.
  const pending = list && list.length === total ? list.filter((c) => c.status === 'pending').length : 0;

  return (
    <>
      <PageHeader
        title="Ad Creatives"
        subtitle="Upload your ads and follow their approval. Approved creatives can be booked on displays."
      />
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: '380px 1fr' }, alignItems: 'start' }}>
        <Card component="section" aria-labelledby="upload-heading" sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
          <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
            <Typography id="upload-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
              Upload New Ad Creative
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
              An admin reviews every creative before it can be shown on screens. Photo metadata (camera, location, comments) is removed from
              uploads; the picture itself is kept as sent.
            </Typography>
            <UploadCreativeForm
              onUpload={handleUpload}
              uploading={upload.isPending}
              serverError={upload.error ? errorText(upload.error) : null}
              onEdit={upload.reset}
            />
          </CardContent>
        </Card>
        <Box component="section" aria-labelledby="creatives-heading" sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
            <Typography id="creatives-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
              Your Ad Creatives
            </Typography>
            {total > 0 && (
              <Typography variant="body2" color="text.secondary">
                {total} {total === 1 ? 'creative' : 'creatives'}
                {pending > 0 && ` · ${pending} pending approval`}
              </Typography>
            )}
          </Box>
          <CreativeGrid
            creatives={list}
            loading={creatives.isPending}
            error={creatives.error ? errorText(creatives.error) : null}
            onRetry={() => void creatives.refetch()}
            onDownload={(creative) => void download(creative)}
            downloadingId={downloadingId}
            onRename={changes.rename.open}
            onDelete={changes.remove.open}
          />
          <ListPager
            label="Pages of your ad creatives"
            page={creatives.data?.page ?? page}
            perPage={CREATIVES_PER_PAGE}
            total={total}
            shown={list?.length ?? 0}
            onChange={setPage}
          />
        </Box>
      </Box>
      <RenameCreativeDialog
        creative={changes.rename.creative}
        pending={changes.rename.pending}
        serverError={changes.rename.serverError}
        onRename={changes.rename.submit}
        onClose={changes.rename.close}
      />
      <DeleteCreativeDialog
        creative={changes.remove.creative}
        pending={changes.remove.pending}
        upcomingBookings={changes.remove.upcomingBookings}
        onConfirm={changes.remove.confirm}
        onClose={changes.remove.close}
      />
    </>
  );
}
