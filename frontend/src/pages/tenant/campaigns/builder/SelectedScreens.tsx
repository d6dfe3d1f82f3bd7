import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

interface SelectedScreensProps {
  ids: readonly number[];
  names: ReadonlyMap<number, string>;
  onRemove: (id: number) => void;
  onClear: () => void;
}

/** The screens chosen so far, each removable (keyboard: Tab to a chip, Delete or Backspace removes it). */
export function SelectedScreens({ ids, names, onRemove, onClear }: SelectedScreensProps) {
  return (
    <Box component="section" aria-labelledby="selected-screens-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="selected-screens-heading" component="h2" variant="h6">
          Selected screens ({ids.length})
        </Typography>
        {ids.length > 0 && (
          <Button size="small" color="inherit" onClick={onClear}>
            Clear
          </Button>
        )}
      </Box>
      {ids.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None yet: add screens from the map or the list, or let "Plan for me" choose.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby="selected-screens-heading"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {ids.map((id) => {
            const name = names.get(id) ?? `Display ${id}`;
            return (
              <li key={id}>
                <Chip label={name} onDelete={() => onRemove(id)} />
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
