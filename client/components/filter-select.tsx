import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  /** The chosen option's value; '' or null: every option ("all"). */
  value: string | null | undefined;
  /** The chosen value, or null for "all". */
  onChange: (value: string | null) => void;
  /** The first entry, which filters nothing ("All statuses"). */
  allLabel: string;
  options: readonly FilterOption[];
  /** The width the field keeps beside the others from small screens up (it shares the row on a phone). */
  minWidth?: number;
  id?: string;
}

/**
 * A list screen's filter: a small select whose first entry is "all", its label always shown above
 * (an empty choice still reads as "all"), sharing a wrapping row with the search and other filters.
 */
export function FilterSelect({ label, value, onChange, allLabel, options, minWidth = 160, id }: FilterSelectProps) {
  const chosen = value && options.some((option) => option.value === value) ? value : '';
  return (
    <TextField
      select
      size="small"
      id={id}
      label={label}
      value={chosen}
      onChange={(event) => onChange(event.target.value || null)}
      sx={{ minWidth: { sm: minWidth }, flex: { xs: `1 1 ${minWidth > 200 ? 160 : 140}px`, sm: '0 0 auto' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
