import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import AddIcon from '@mui/icons-material/Add';
import TvIcon from '@mui/icons-material/TvOutlined';
import { useRef, useState } from 'react';
import {
  type CreateDisplayBody,
  type Display,
  HOST_DISPLAYS_PER_PAGE,
  useCreateDisplay,
  useDeleteDisplay,
  useHostDisplays,
} from '../../../api/displays';
import { errorText } from '../../../api/errors';
import { EmptyState } from '../../../components/EmptyState';
import { ListPager } from '../../../components/ListPager';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { PageHeader } from '../../../components/PageHeader';
import { useToast } from '../../../providers/toastContext';
import { DeleteDisplayDialog } from './DeleteDisplayDialog';
import { DisplayForm } from './DisplayForm';
import { fieldId } from './displayForm';
import { EditDisplayDialog } from './EditDisplayDialog';
import { HostDisplayCard } from './HostDisplayCard';

/** Manage Displays (/dashboard/displays, docs/product-rules.md §12): add, list, edit, launch and delete the host's displays. */
export function ManageDisplays() {
  const [page, setPage] = useState(0);
  const displays = useHostDisplays(page);
  const list = displays.data?.items;
  // A deleted display can leave the last page empty: the page that came back may be an earlier one.
  const shownPage = displays.data?.page ?? page;
  const create = useCreateDisplay();
  const remove = useDeleteDisplay();
  const { toast } = useToast();
  const [formOpen, setFormOpen] = useState(false);
  // A new key remounts the form: back to its defaults, no picked address (docs/product-rules.md §14).
  const [formKey, setFormKey] = useState(0);
  // The dialog keeps showing the display's name while it fades out.
  const [toDelete, setToDelete] = useState<Display | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const openForm = () => {
    setFormOpen(true);
    document.getElementById(fieldId('name'))?.focus();
  };
  const closeForm = () => {
    setFormOpen(false);
    addButton.current?.focus();
  };

  const add = (body: CreateDisplayBody) =>
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Display added successfully', variant: 'success' });
        setFormKey((key) => key + 1);
        closeForm();
      },
      onError: (error) => toast({ title: 'Error', description: errorText(error), variant: 'destructive' }),
    });

  const askDelete = (display: Display) => {
    setToDelete(display);
    setDeleteOpen(true);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast({ title: 'Display deleted', description: `"${toDelete.name}" has been removed.`, variant: 'success' }),
      onError: (error) => toast({ title: 'Error', description: `Failed to delete display: ${errorText(error)}`, variant: 'destructive' }),
      onSettled: () => setDeleteOpen(false),
    });
  };

  let content;
  if (displays.isPending) content = <LoadingScreen label="Loading your displays" fullHeight={false} />;
  else if (displays.isError || !list) content = <QueryLoadError title="Failed to load your displays" query={displays} />;
  else if (displays.data.total === 0)
    content = (
      <EmptyState
        icon={<TvIcon />}
        title="No Displays"
        text="You haven't added any displays yet"
        action={
          formOpen ? undefined : (
            <Button variant="contained" startIcon={<AddIcon />} onClick={openForm}>
              Add Your First Display
            </Button>
          )
        }
      />
    );
  else
    content = (
      <>
        <Box
          component="ul"
          aria-label="Your displays"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {list.map((display) => (
            <li key={display.id}>
              <HostDisplayCard display={display} onDelete={askDelete} onEdit={() => setEditing(display.id)} />
            </li>
          ))}
        </Box>
        <ListPager
          label="Pages of your displays"
          page={shownPage}
          perPage={HOST_DISPLAYS_PER_PAGE}
          total={displays.data.total}
          shown={list.length}
          onChange={setPage}
        />
      </>
    );

  return (
    <>
      <PageHeader
        title="Manage Displays"
        subtitle="Add your screens, follow their review and launch their player."
        actions={
          <Button ref={addButton} variant="contained" startIcon={<AddIcon />} onClick={openForm} aria-expanded={formOpen}>
            Add Display
          </Button>
        }
      />
      <Collapse
        in={formOpen}
        // Focus the first field once the form is open, unless someone is already typing in it.
        onEntered={(node: HTMLElement) => {
          if (!node.contains(document.activeElement)) document.getElementById(fieldId('name'))?.focus();
        }}
      >
        <Card component="section" aria-labelledby="add-display-heading" sx={{ mb: 4 }}>
          <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
            <DisplayForm key={formKey} onSubmit={add} onCancel={closeForm} pending={create.isPending} />
          </CardContent>
        </Card>
      </Collapse>
      {content}
      <EditDisplayDialog display={list?.find((d) => d.id === editing) ?? null} onClose={() => setEditing(null)} />
      <DeleteDisplayDialog
        open={deleteOpen}
        name={toDelete?.name ?? ''}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleteOpen(false)}
      />
    </>
  );
}
