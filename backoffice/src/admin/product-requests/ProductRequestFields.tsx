import { Box, MenuItem, TextField } from '@mui/material';
import { formGrid } from '../common/formGrid';
import type { RequestForm } from './product-request-form';
import { TagListInput } from './TagListInput';
import type { ProductRequest } from './useProductRequest';

/** The product's type, sub type, keywords and store tags, as lists of tags. */
function TagFields({ p }: { p: ProductRequest }) {
  const { form, setForm, list } = p;
  return (
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
  );
}

/** Every field of the product request; a field's problem shows once the form was submitted. */
export function ProductRequestFields({ p, mode }: { p: ProductRequest; mode: 'add' | 'edit' }) {
  const { form, setForm, errs, touched, list } = p;
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
  const grid = formGrid(3);
  return (
    <>
      <Box sx={grid}>
        {field('itemNumber', 'Item number / SKU', { disabled: mode === 'edit', required: mode === 'add' })}
        {field('upc', 'UPC / barcode')}
        {field('name', 'Name', { required: true })}
      </Box>
      {field('brief_description', 'Brief description', { multiline: true, minRows: 2 })}
      <TagFields p={p} />
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
          {[...new Set(['Bottle', 'Can', 'Pack', 'Case', 'Box', ...list('Pack Type')])].map((pack) => (
            <MenuItem key={pack} value={pack}>
              {pack}
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
    </>
  );
}
