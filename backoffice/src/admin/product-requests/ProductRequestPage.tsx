import type { ProductRequestOptions, ProductRequestRecord } from '@domain/api/product-requests';
import type { AdminInventoryRecord } from '@domain/api/admin-inventory';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useGetList, useGetOne, useNotify, useRefresh } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { cleanTags } from '@domain/product-request';
import type { AdminDataProvider } from '../adminDataProvider';
import { formatDateTime } from '../../shared/dateTime';
import { formGrid } from '../common/formGrid';
import { TagListInput } from './TagListInput';
import { useStoreTimeZone } from '../common/useStoreTimeZone';

interface RequestForm {
  itemNumber: string;
  upc: string;
  name: string;
  brief_description: string;
  type: string[];
  subTypes: string[];
  keywords: string[];
  storeTags: string[];
  size: string;
  packType: string;
  packQuantity: string;
  brand: string;
  country: string;
  state: string;
  region: string;
  subRegion: string;
  varietal: string;
  vintage: string;
  alcoholContent: string;
  price: string;
  quantity: string;
}

const EMPTY: RequestForm = {
  itemNumber: '',
  upc: '',
  name: '',
  brief_description: '',
  type: [],
  subTypes: [],
  keywords: [],
  storeTags: [],
  size: '',
  packType: 'Bottle',
  packQuantity: '1',
  brand: '',
  country: '',
  state: '',
  region: '',
  subRegion: '',
  varietal: '',
  vintage: '',
  alcoholContent: '',
  price: '',
  quantity: '',
};

function problems(f: RequestForm, isEdit: boolean): Record<string, string> {
  const e: Record<string, string> = {};
  if (!f.name.trim()) e.name = 'Name is required.';
  if (!isEdit && !f.itemNumber.trim()) e.itemNumber = 'Item number is required.';
  if (f.upc && !/^[\d\s-]{6,20}$/.test(f.upc)) e.upc = 'Digits only.';
  if (f.price && !(Number(f.price) >= 0 && /^\d+(\.\d{1,2})?$/.test(f.price))) e.price = 'An amount such as 24.99.';
  if (f.quantity && !/^\d+$/.test(f.quantity)) e.quantity = 'A whole number.';
  if (f.packQuantity && !/^[1-9]\d*$/.test(f.packQuantity)) e.packQuantity = 'A whole number, 1 or more.';
  if (f.alcoholContent && !(Number(f.alcoholContent) >= 0 && Number(f.alcoholContent) <= 100))
    e.alcoholContent = 'A percent between 0 and 100.';
  return e;
}

function payload(f: RequestForm, inventoryItemId?: number) {
  const text = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    ...(inventoryItemId ? { inventoryItemId } : { itemNumber: f.itemNumber.trim() }),
    upc: text(f.upc),
    name: f.name.trim(),
    brief_description: text(f.brief_description),
    type: f.type,
    subTypes: f.subTypes,
    keywords: cleanTags(f.keywords),
    storeTags: cleanTags(f.storeTags),
    size: text(f.size),
    packType: text(f.packType),
    packQuantity: f.packQuantity ? Number(f.packQuantity) : undefined,
    brand: text(f.brand),
    country: text(f.country),
    state: text(f.state),
    region: text(f.region),
    subRegion: text(f.subRegion),
    varietal: text(f.varietal),
    vintage: text(f.vintage),
    alcoholContent: f.alcoholContent ? Number(f.alcoholContent) : undefined,
    price: f.price ? Number(f.price) : undefined,
    quantity: f.quantity ? Number(f.quantity) : undefined,
  };
}

function MyRequests() {
  const timeZone = useStoreTimeZone();
  const { data, isPending } = useGetList<ProductRequestRecord>('product-requests', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { source: 'request' },
  });
  return (
    <Card component="section" aria-label="Your requests">
      <CardHeader title="Your requests" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Typography color="text.secondary">Loading…</Typography>
        ) : !data?.length ? (
          <Typography color="text.secondary">No requests yet.</Typography>
        ) : (
          data.map((r) => (
            <Box
              key={r.id}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1,
                py: 0.75,
                borderBottom: '1px solid',
                borderColor: 'divider',
              }}
            >
              <Box>
                <Typography variant="body2">{r.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {r.itemNumber} · {r.inventoryItemId ? 'edit' : 'new product'} ·{' '}
                  {formatDateTime(r.createdAt, timeZone)}
                </Typography>
              </Box>
              <Chip
                size="small"
                label={r.status}
                color={r.status === 'Approved' ? 'success' : r.status === 'Declined' ? 'error' : 'default'}
              />
            </Box>
          ))
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Spec 2.15 product add / edit prototypes made real: 'Send Request for Add' files a pending item in
 * the super-admin review queue for this store (decisions.md). Cancel goes back to the inventory.
 */
export function ProductRequestPage({ mode }: { mode: 'add' | 'edit' }) {
  const { id } = useParams();
  const itemId = mode === 'edit' ? Number(id) : undefined;
  const dp = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [form, setForm] = useState<RequestForm>(EMPTY);
  // Remounts the list inputs (their half-typed text) after a request is sent.
  const [formKey, setFormKey] = useState(0);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = useQuery({
    queryKey: ['product-request-options'],
    queryFn: () => dp.getJson<ProductRequestOptions>('product-requests/options'),
  });
  const item = useGetOne<AdminInventoryRecord>('inventory-list', { id: itemId! }, { enabled: !!itemId });

  // The item arrived (or another one): fill the form from it, once per item.
  const [filledFrom, setFilledFrom] = useState<unknown>(null);
  const r = item.data;
  if (r && filledFrom !== r) {
    setFilledFrom(r);
    setForm((f) => ({
      ...f,
      itemNumber: r.itemNumber,
      upc: r.upc ?? '',
      name: r.itemDescription ?? '',
      size: r.sizeDescriptionWeight ?? '',
      packType: r.packType ?? 'Bottle',
      packQuantity: String(r.packQuantity ?? 1),
      brand: r.brand ?? '',
      country: r.countryOfOrigin ?? '',
      varietal: r.typeOfGrape ?? '',
      vintage: r.itemVintage ?? '',
      type: r.mainCategory ? [r.mainCategory] : [],
      subTypes: r.subCategory ? [r.subCategory] : [],
      price: r.price ? String(r.price) : '',
      quantity: String(r.availableToSell ?? ''),
    }));
  }

  const errs = problems(form, mode === 'edit');
  const set = (key: keyof RequestForm) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const field = (key: keyof RequestForm, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={set(key)}
      error={touched && !!errs[key]}
      helperText={(touched && errs[key]) || ' '}
      size="small"
      {...extra}
    />
  );
  const list = (name: string) => options.data?.[name] ?? [];

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(errs).length) return;
    setBusy(true);
    setError(null);
    try {
      await dp.send('POST', 'product-requests', payload(form, itemId));
      notify('Request sent: it waits for the super-admin’s review.', { type: 'success' });
      if (mode === 'add') {
        setForm(EMPTY);
        setTouched(false);
        setFormKey((k) => k + 1);
        refresh();
      } else navigate('/admin/inventory-list');
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const grid = formGrid(3);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        py: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Title title={mode === 'add' ? 'Add product' : 'Edit product'} />
      <Card
        key={formKey}
        component="form"
        onSubmit={submit}
        noValidate
        aria-label={mode === 'add' ? 'Add product' : 'Edit product'}
      >
        <CardHeader
          title={mode === 'add' ? 'Add product' : `Edit product: ${item.data?.itemDescription ?? ''}`}
          subheader="The super-admin reviews the request and adds the product to the catalogue."
          slotProps={{ title: { component: 'h1', variant: 'h5' } }}
        />
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Box sx={grid}>
            {field('itemNumber', 'Item number / SKU', { disabled: mode === 'edit', required: mode === 'add' })}
            {field('upc', 'UPC / barcode')}
            {field('name', 'Name', { required: true })}
          </Box>
          {field('brief_description', 'Brief description', { multiline: true, minRows: 2 })}
          <Box sx={formGrid(2)}>
            <TagListInput
              label="Type"
              itemLabel="type"
              values={form.type}
              onChange={(type) => setForm((f) => ({ ...f, type }))}
              options={list('Category')}
              rejectDuplicates
            />
            <TagListInput
              label="Sub type"
              itemLabel="sub type"
              values={form.subTypes}
              onChange={(subTypes) => setForm((f) => ({ ...f, subTypes }))}
              options={list('Sub Category')}
              rejectDuplicates
            />
            <TagListInput
              label="Keywords"
              itemLabel="keyword"
              values={form.keywords}
              onChange={(keywords) => setForm((f) => ({ ...f, keywords }))}
            />
            <TagListInput
              label="Store tags"
              itemLabel="store tag"
              values={form.storeTags}
              onChange={(storeTags) => setForm((f) => ({ ...f, storeTags }))}
            />
          </Box>
          <Box sx={grid}>
            {field('size', 'Size', { placeholder: '750 ml' })}
            <TextField
              select
              label="Pack type"
              size="small"
              value={form.packType}
              onChange={set('packType')}
              helperText=" "
            >
              {[...new Set(['Bottle', 'Can', 'Pack', 'Case', 'Box', ...list('Pack Type')])].map((p) => (
                <MenuItem key={p} value={p}>
                  {p}
                </MenuItem>
              ))}
            </TextField>
            {field('packQuantity', 'Pack size', { inputMode: 'numeric' })}
            {field('brand', 'Brand')}
            {field('country', 'Country')}
            {field('state', 'State')}
            {field('region', 'Region')}
            {field('subRegion', 'Sub region')}
            {field('varietal', 'Varietal')}
            {field('vintage', 'Vintage')}
            {field('alcoholContent', 'Alcohol content (%)', { inputMode: 'decimal' })}
            {field('price', 'Price ($)', { inputMode: 'decimal' })}
            {field('quantity', 'Quantity', { inputMode: 'numeric' })}
          </Box>
          {error && <Alert severity="error">{error}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate('/admin/inventory-list')}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={busy || (touched && Object.keys(errs).length > 0)}>
              Send Request for Add
            </Button>
          </Box>
        </CardContent>
      </Card>
      <MyRequests />
    </Box>
  );
}
