import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { RegisterRole } from '../../../api/session';

const HINTS: Record<RegisterRole, string> = {
  tenant: 'Tenants are advertisers: they book screen time for their ads.',
  host: 'Hosts own display screens and earn revenue from bookings.',
};

/** The Register tab's Role choice: Tenant or Host (docs/product-rules.md §12). */
export function RoleChoice({ value, onChange }: { value: RegisterRole; onChange: (role: RegisterRole) => void }) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id="register-role-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
        Role
      </FormLabel>
      <RadioGroup
        row
        name="role"
        aria-labelledby="register-role-label"
        aria-describedby="register-role-hint"
        value={value}
        onChange={(event) => onChange(event.target.value === 'host' ? 'host' : 'tenant')}
      >
        <FormControlLabel value="tenant" control={<Radio />} label="Tenant" />
        <FormControlLabel value="host" control={<Radio />} label="Host" />
      </RadioGroup>
      <FormHelperText id="register-role-hint" sx={{ mx: 0 }}>
        {HINTS[value]}
      </FormHelperText>
    </FormControl>
  );
}
