import type { BeverageApi, BeverageSuggestion } from '@domain/api/beverages';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { DEFAULT_PRODUCT_IMAGE } from '../../admin/common/images';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';

/** Spec 5: the lookup search starts only when the query is longer than 4 characters. */
export const LOOKUP_MIN_LENGTH = 5;

function useDebounced(value: string, ms: number) {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/**
 * What a suggestion rests on, so a barcode + size match looks different from a name match: the
 * evidence, the confidence and the reason (e.g. 'Barcode + size · 98 % confidence').
 */
function Evidence({ suggestion }: { suggestion: BeverageSuggestion }) {
  const barcode = suggestion.match_Evidence === 'barcode+size';
  return (
    <Box
      sx={{ display: 'flex', gap: 1, ml: 4, flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="suggestion-evidence"
    >
      <Chip
        size="small"
        color={barcode ? 'success' : 'info'}
        variant={barcode ? 'filled' : 'outlined'}
        label={`${barcode ? 'Barcode + size' : 'Name + size'} · ${suggestion.match_Confidence} % confidence`}
      />
      <Typography variant="caption" color="text.secondary">
        {suggestion.match_Reason}
      </Typography>
    </Box>
  );
}

function LookupItem({
  item,
  suggestion,
  otherSize,
}: {
  item: BeverageApi;
  suggestion?: BeverageSuggestion;
  otherSize?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ borderBottom: '1px solid #eee', py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <FormControlLabel
          value={String(item.id)}
          control={<Radio size="small" />}
          label={
            <span>
              <strong>{item.item_Name}</strong> · {item.size || 'size ?'}
            </span>
          }
          sx={{ flexGrow: 1, mr: 0 }}
        />
        <Button
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-label={`${open ? 'Hide' : 'Show'} Details of ${item.item_Name}`}
        >
          {open ? 'Hide Details' : 'Show Details'}
        </Button>
      </Box>
      {suggestion && <Evidence suggestion={suggestion} />}
      {otherSize && <Chip size="small" color="warning" variant="outlined" label="different size" sx={{ ml: 4 }} />}
      {open && (
        <Box sx={{ display: 'flex', gap: 2, ml: 4, mt: 1 }}>
          <img
            src={item.image_Url ? `${item.image_Url}?w=64` : DEFAULT_PRODUCT_IMAGE}
            alt=""
            width={56}
            height={56}
            style={{ objectFit: 'contain' }}
          />
          <Typography variant="body2" component="div">
            Brand: {item.brand || '-'} · Country: {item.country || '-'}
            <br />
            Category:{' '}
            {[item.main_Category, item.sub_Category_1, item.final_Category].filter(Boolean).join(' / ') || '-'}
            <br />
            UPC: {item.upc_Number || '-'} · Item#: {item.item_Number || '-'} · Pack: {item.pack_Type} x
            {item.pack_Quantity}
            {item.abv !== null ? ` · ${item.abv}% ABV` : ''}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/**
 * The item lookup panel: ranked suggestions on open (with the evidence, confidence and reason of each), a search
 * from 5 characters on, radio selection and Show/Hide Details per item.
 */
export function LookupPanel({
  suggestions: suggested,
  sizeMl,
  selected,
  onSelect,
}: {
  /** The pending item's ranked suggestions (its mapping-edit-page record). */
  suggestions: BeverageSuggestion[];
  sizeMl: number | null;
  selected: BeverageApi | null;
  onSelect: (b: BeverageApi | null) => void;
}) {
  const dp = useDataProvider<SuperAdminDataProvider>();
  const [query, setQuery] = useState('');
  const text = useDebounced(query.trim(), 300);
  const searching = text.length >= LOOKUP_MIN_LENGTH;
  const results = useQuery({
    queryKey: ['beverageinventory', 'lookup', text],
    queryFn: () => dp.call<BeverageApi[]>('GET', `beverageinventory/GetLookupBeverages/${encodeURIComponent(text)}`),
    enabled: searching,
  });
  // Same size first: another size is another product, flagged so nobody maps it by mistake.
  const otherSize = (b: BeverageApi) => sizeMl !== null && b.size_Ml !== sizeMl;
  const found = (results.data ?? [])
    .filter((b) => !suggested.some((s) => s.id === b.id))
    .sort((a, b) => Number(otherSize(a)) - Number(otherSize(b)));
  const all: BeverageApi[] = [...suggested, ...found];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        size="small"
        label="Search the catalogue"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        helperText={query.trim() && !searching ? 'Type at least 5 characters to search.' : ' '}
      />
      <RadioGroup
        aria-label="Catalogue items"
        value={selected ? String(selected.id) : ''}
        onChange={(e) => onSelect(all.find((b) => String(b.id) === e.target.value) ?? null)}
      >
        <Typography variant="subtitle2">Suggested matches</Typography>
        {suggested.length ? (
          suggested.map((s) => <LookupItem key={s.id} item={s} suggestion={s} />)
        ) : (
          <Typography variant="body2" color="text.secondary">
            No close match of the same size in the catalogue. Search below, or save it as a new product.
          </Typography>
        )}
        {searching && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              Search results
            </Typography>
            {results.isLoading ? (
              <CircularProgress size={20} aria-label="Searching" />
            ) : found.length ? (
              found.map((b) => <LookupItem key={b.id} item={b} otherSize={otherSize(b)} />)
            ) : (
              <Typography variant="body2" color="text.secondary">
                Nothing else matches “{text}”.
              </Typography>
            )}
          </>
        )}
      </RadioGroup>
    </Box>
  );
}
