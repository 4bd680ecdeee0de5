import { Autocomplete, Box, TextField } from '@mui/material';
import type { BeverageApi } from '@domain/api/beverages';

/** The editable fields of spec 2.14's product edit page, as the form holds them (text). */
export interface BeverageFormValues {
  item_Name: string;
  main_Category: string;
  sub_Category_1: string;
  size: string;
  pack_Type: string;
  pack_Quantity: string;
  primary_Desc: string;
  brand: string;
  vintage: string;
  country: string;
  state: string;
  sub_Region_One: string;
  sub_Region_Two: string;
  type_of_Grape: string;
  alcohol_Content: string;
  upc_Number: string;
}

export function formValuesOf(b: Partial<BeverageApi>): BeverageFormValues {
  return {
    item_Name: b.item_Name ?? '',
    main_Category: b.main_Category ?? '',
    sub_Category_1: b.sub_Category_1 ?? '',
    size: b.size ?? '',
    pack_Type: b.pack_Type ?? '',
    pack_Quantity: String(b.pack_Quantity ?? 1),
    primary_Desc: b.primary_Desc ?? '',
    brand: b.brand ?? '',
    vintage: b.vintage ?? '',
    country: b.country ?? '',
    state: b.state ?? '',
    sub_Region_One: b.sub_Region_One ?? '',
    sub_Region_Two: b.sub_Region_Two ?? '',
    type_of_Grape: b.type_of_Grape ?? '',
    alcohol_Content: b.abv === null || b.abv === undefined ? '' : `${b.abv}%`,
    upc_Number: b.upc_Number ?? '',
  };
}

/** The body the beverage calls take (spec names); Alcohol Content '40%' becomes abv 40. */
export function beverageBody(v: BeverageFormValues) {
  const abv = parseFloat(v.alcohol_Content);
  const { alcohol_Content: _ac, pack_Quantity, ...rest } = v;
  return {
    ...rest,
    item_Name: v.item_Name.trim(),
    pack_Quantity: Math.max(1, Math.round(Number(pack_Quantity) || 1)),
    abv: Number.isFinite(abv) ? abv : null,
    upc_Number: v.upc_Number.replace(/\D/g, ''),
  };
}

/** A typed alcohol content: a percentage from 0 to 100 ('40', '40%', '13.5 %'), or nothing. */
const ABV = /^(\d{1,3}(\.\d{1,2})?)\s*%?$/;

export function formProblem(v: BeverageFormValues): string | null {
  if (!v.item_Name.trim()) return 'Name is required.';
  const abv = v.alcohol_Content.trim();
  if (abv && !(ABV.test(abv) && parseFloat(abv) <= 100))
    return 'Alcohol content must be a percentage from 0 to 100, such as 40% or 13.5%.';
  if (v.upc_Number && !/^\d{0,14}$/.test(v.upc_Number.replace(/[\s-]/g, ''))) return 'UPC must be up to 14 digits.';
  const pack = Number(v.pack_Quantity);
  if (!Number.isInteger(pack) || pack < 1 || pack > 1000) return 'Pack size must be a whole number from 1 to 1000.';
  return null;
}

/** A dropdown fed by one configurator list; the current value stays selectable even if not listed. */
function AttributeSelect({
  label,
  list,
  value,
  onChange,
  typed,
}: {
  label: string;
  list?: string[];
  value: string;
  onChange: (v: string) => void;
  /** Keeps a typed value that is not in the list (checked by formProblem) instead of dropping it on leaving. */
  typed?: boolean;
}) {
  const options = list ?? [];
  const all = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <Autocomplete
      options={all}
      value={value || null}
      onChange={(_e, v) => onChange(v ?? '')}
      freeSolo={typed}
      autoSelect={typed}
      autoHighlight
      size="small"
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/**
 * Spec 2.14 product edit fields: name, main category, sub category, size, pack type, pack size,
 * description, brand, vintage, country, state, region, sub region (free text), varietal (free text),
 * alcohol content; plus the UPC the mapping matches on. Dropdowns come from the table configurator.
 */
export function BeverageFields({
  values,
  onChange,
  lists,
}: {
  values: BeverageFormValues;
  onChange: (v: BeverageFormValues) => void;
  lists?: Record<string, string[]>;
}) {
  const set = (field: keyof BeverageFormValues) => (value: string) => onChange({ ...values, [field]: value });
  const text = (field: keyof BeverageFormValues, label: string, extra: object = {}) => (
    <TextField
      label={label}
      size="small"
      value={values[field]}
      onChange={(e) => set(field)(e.target.value)}
      {...extra}
    />
  );
  const select = (field: keyof BeverageFormValues, label: string, list: string, typed = false) => (
    <AttributeSelect label={label} list={lists?.[list]} value={values[field]} onChange={set(field)} typed={typed} />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>{text('item_Name', 'Name', { required: true })}</Box>
      {select('main_Category', 'Main Category', 'Category')}
      {select('sub_Category_1', 'Sub Category', 'Sub Category')}
      {select('size', 'Size', 'Size')}
      {select('pack_Type', 'Pack Type', 'Pack Type')}
      {text('pack_Quantity', 'Pack Size', { type: 'number', slotProps: { htmlInput: { min: 1, max: 1000 } } })}
      {select('alcohol_Content', 'Alcohol Content', 'Alcohol Content', true)}
      {select('brand', 'Brand', 'Brand')}
      {select('vintage', 'Vintage', 'Vintage')}
      {select('country', 'Country', 'Country')}
      {select('state', 'State', 'State')}
      {select('sub_Region_One', 'Region', 'Region')}
      {text('sub_Region_Two', 'Sub Region')}
      {text('type_of_Grape', 'Varietal')}
      {text('upc_Number', 'UPC')}
      <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
        {text('primary_Desc', 'Description', { multiline: true, minRows: 3 })}
      </Box>
    </Box>
  );
}
