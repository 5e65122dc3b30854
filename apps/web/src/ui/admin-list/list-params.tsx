import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';

/**
 * A list screen's state kept in the address (?q=&sort_field=&sort=&page=), so back and reload
 * return to it: the current parameters and an update where '' removes a key.
 */
export function useListParams(): [URLSearchParams, (changes: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return [params, update];
}

/** The search box above an administrator's list: Enter or the button applies the words. */
export function AdminSearchForm({
  initialText,
  label,
  placeholder,
  buttonLabel,
  onSearch,
}: {
  initialText: string;
  label: string;
  placeholder?: string;
  buttonLabel: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(initialText);
  return (
    <Box
      component="form"
      role="search"
      sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        size="small"
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ minWidth: 280 }}
      />
      <Button type="submit" variant="outlined">
        {buttonLabel}
      </Button>
    </Box>
  );
}

/** A column heading that sorts the list: a click sorts by it, a second click reverses. */
export function SortHeaderCell<F extends string>({
  field,
  label,
  sortField,
  sort,
  onSort,
}: {
  field: F;
  label: string;
  sortField: F;
  sort: 'asc' | 'desc';
  onSort: (field: F, sort: 'asc' | 'desc') => void;
}) {
  const active = sortField === field;
  return (
    <TableCell sortDirection={active ? sort : false}>
      <TableSortLabel
        active={active}
        direction={active ? sort : 'asc'}
        onClick={() => onSort(field, active && sort === 'asc' ? 'desc' : 'asc')}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
