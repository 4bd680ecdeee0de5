import { Autocomplete, Box, Button, Chip, TextField } from '@mui/material';
import { useState } from 'react';

/**
 * A list of short values (types, subtypes, keywords, tags) with an input and Add. Spec 5 Admin:
 * duplicate types and subtypes are refused (`rejectDuplicates`); blank entries are ignored.
 */
export function TagListInput(props: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  options?: string[];
  rejectDuplicates?: boolean;
  itemLabel: string;
}) {
  const { label, values, onChange, options = [], rejectDuplicates, itemLabel } = props;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const value = text.trim().replace(/\s+/g, ' ');
    if (!value) return setText('');
    const dup = values.some((v) => v.toLowerCase() === value.toLowerCase());
    if (dup && rejectDuplicates) return setError(`${value} is already in the list.`);
    if (!dup) onChange([...values, value]);
    setText('');
    setError(null);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Autocomplete
          freeSolo
          options={options}
          inputValue={text}
          onInputChange={(_, v) => {
            setText(v);
            setError(null);
          }}
          sx={{ flex: 1 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              size="small"
              error={!!error}
              helperText={error ?? ' '}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
          )}
        />
        <Button variant="outlined" onClick={add} aria-label={`Add ${itemLabel}`}>
          Add
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} aria-label={`${label} added`}>
        {values.map((v) => (
          <Chip key={v} label={v} onDelete={() => onChange(values.filter((x) => x !== v))} size="small" />
        ))}
      </Box>
    </Box>
  );
}
