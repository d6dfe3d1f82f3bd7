import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { useEffect, useState, type Ref } from 'react';
import type { AddressSuggestion } from '../../../api/geocode';
import { ADDRESS_SEARCH_MIN_CHARS, useAddressSearch } from '../../../api/geocode';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useToast } from '../../../providers/toastContext';

export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;
const NO_OPTIONS: AddressSuggestion[] = [];

interface AddressSearchProps {
  id: string;
  /** The picked suggestion, or null. */
  value: AddressSuggestion | null;
  onChange: (address: AddressSuggestion | null) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The address search popover (docs/product-rules.md §12, §15): a combobox that asks the server
 * once typing pauses, never for under 3 characters. Arrow keys move through
 * the suggestions, Enter picks one. Typing again drops the picked address. A suggestion
 * that is only a ZIP or place centre says so (docs/product-rules.md §10.5).
 */
export function AddressSearch({ id, value, onChange, error, inputRef }: AddressSearchProps) {
  const [inputValue, setInputValue] = useState(value?.formattedAddress ?? '');
  const debounced = useDebouncedValue(inputValue, ADDRESS_SEARCH_DEBOUNCE_MS);
  // Once an address is picked its text is in the box: no need to search it again.
  const query = value && debounced === value.formattedAddress ? '' : debounced;
  const search = useAddressSearch(query);
  const { toast } = useToast();

  // One toast per failed search (docs/product-rules.md §17).
  const failedAt = search.isError ? search.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast({ title: 'Error', description: 'Failed to search addresses. Please try again.', variant: 'destructive' });
  }, [failedAt, toast]);

  const tooShort = inputValue.trim().length < ADDRESS_SEARCH_MIN_CHARS;
  const waiting = !tooShort && (inputValue !== debounced || search.isFetching);
  const options = tooShort || search.isError ? NO_OPTIONS : (search.data ?? NO_OPTIONS);

  return (
    <Autocomplete
      id={id}
      options={value && !options.includes(value) ? [value, ...options] : options}
      value={value}
      inputValue={inputValue}
      onInputChange={(_event, text, reason) => {
        setInputValue(text);
        if (reason === 'input' && value) onChange(null);
        if (reason === 'clear') onChange(null);
      }}
      onChange={(_event, picked) => onChange(picked)}
      filterOptions={(x) => x}
      getOptionLabel={(option) => option.formattedAddress}
      isOptionEqualToValue={(a, b) => a.formattedAddress === b.formattedAddress}
      loading={waiting}
      loadingText="Searching addresses…"
      noOptionsText={tooShort ? `Type at least ${ADDRESS_SEARCH_MIN_CHARS} characters` : 'No addresses found'}
      autoHighlight
      blurOnSelect
      renderInput={(params) => (
        <TextField
          {...params}
          label="Search address"
          placeholder="Start typing the street address, e.g. 1 E Washington St, Phoenix"
          required
          error={Boolean(error)}
          helperText={error ?? 'Addresses in Arizona. Pick one from the suggestions: it fills in the address fields and the map position.'}
          inputRef={inputRef}
        />
      )}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          <PlaceIcon aria-hidden sx={{ color: 'text.secondary', mt: 0.25 }} fontSize="small" />
          <Box>
            <Typography variant="body2">{option.formattedAddress}</Typography>
            {option.approximate && (
              <Typography variant="caption" color="text.secondary" component="span">
                {' '}
                Approximate location: place the exact spot on the map
              </Typography>
            )}
          </Box>
        </Box>
      )}
    />
  );
}
