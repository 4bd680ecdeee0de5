import type { StoreApi } from '@domain/api/stores';
import { DEFAULT_TIME_ZONE } from '@domain/store-time';
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
} from 'react-admin';

/** The fields the API takes for a store (anything else the record carries is left out). */
export function storeBody(data: Partial<StoreApi>) {
  const {
    name,
    webUrl,
    domain,
    salesTaxPercent,
    deliveryZones,
    location,
    phone,
    timeZone,
    replyToEmail,
    isShippingAvailable,
  } = data;
  return {
    name,
    webUrl,
    domain: domain || null,
    salesTaxPercent: Number(salesTaxPercent ?? 0),
    deliveryZones: deliveryZones ?? [],
    location: location ?? '',
    phone: phone ?? '',
    timeZone: timeZone || DEFAULT_TIME_ZONE,
    replyToEmail: replyToEmail ?? '',
    isShippingAvailable: !!isShippingAvailable,
  };
}

const zonesToText = (zones: unknown) => (Array.isArray(zones) ? zones.join(', ') : (zones ?? ''));
const textToZones = (text: string) =>
  (text ?? '')
    .split(',')
    .map((z) => z.trim())
    .filter(Boolean);

/** Every IANA time zone the browser knows (the server checks the name again). */
const TIME_ZONES = Intl.supportedValuesOf('timeZone').map((id) => ({ id, name: id.replace(/_/g, ' ') }));

/** Stores own orders and staff: they are never deleted, so the toolbar only saves. */
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** Spec 3 store (tenant) fields plus what the shop needs to run it. */
export function StoreForm() {
  return (
    <SimpleForm sx={{ maxWidth: 640 }} toolbar={<SaveOnly />}>
      <TextInput source="name" label="Store name" validate={required()} fullWidth />
      <TextInput
        source="webUrl"
        label="Web URL (handle)"
        validate={required()}
        helperText="Lower-case letters, digits and dashes; stores are chosen by it (X-Store)."
        fullWidth
      />
      <TextInput
        source="domain"
        label="Domain"
        helperText="Optional host name that selects this store, e.g. shop.example.com"
        fullWidth
      />
      <NumberInput source="salesTaxPercent" label="Sales tax (%)" validate={required()} min={0} max={30} step={0.01} />
      <TextInput
        source="deliveryZones"
        label="Delivery zones"
        helperText="Zip codes, separated by commas"
        format={zonesToText}
        parse={textToZones}
        fullWidth
      />
      <TextInput source="location" label="Location" multiline fullWidth />
      <TextInput source="phone" label="Phone" />
      <AutocompleteInput
        source="timeZone"
        label="Time zone"
        choices={TIME_ZONES}
        defaultValue={DEFAULT_TIME_ZONE}
        validate={required()}
        helperText="Sale dates, today's orders, monthly figures and pickup times follow this zone."
        sx={{ minWidth: 320 }}
      />
      <TextInput
        source="replyToEmail"
        label="Reply-to email"
        type="email"
        helperText="The store's mail comes from its company name; replies go to this address (optional)."
        fullWidth
      />
      <BooleanInput source="isShippingAvailable" label="Shipping available" />
    </SimpleForm>
  );
}
