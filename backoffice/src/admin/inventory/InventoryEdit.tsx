import type { AdminInventoryRecord } from '@domain/api/admin-inventory';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import {
  BooleanInput,
  Button,
  DateInput,
  Edit,
  ListButton,
  NumberInput,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { NotFound } from '../../shared/states/NotFound';
import { AuditTrail } from '../common/AuditTrail';
import { dollars } from '../common/format';
import { formGrid } from '../common/formGrid';
import { editablePayload, validateInventory } from './inventory-validation';
import { TaxRateInput } from './TaxRateInput';
import { ThumbnailField } from './ThumbnailField';

function Header() {
  const r = useRecordContext<AdminInventoryRecord>();
  if (!r) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
      <ThumbnailField size={64} />
      <Box>
        <Typography variant="h6" component="h1">
          {r.itemDescription}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Item # {r.itemNumber}
          {r.upc ? ` · UPC ${r.upc}` : ''} · {r.sizeDescriptionWeight} · {r.packType} of {r.packQuantity}
        </Typography>
        <Typography variant="body2">
          Customers pay {dollars(r.currentPrice)} {r.onSale && <Chip label="On sale" size="small" color="secondary" />}
        </Typography>
      </Box>
    </Box>
  );
}

function Actions() {
  const r = useRecordContext<AdminInventoryRecord>();
  return (
    <TopToolbar>
      <ListButton label="Inventory List" />
      {r && (
        <Button component={Link} to={`/admin/product-edit-page/${r.id}`} label="Request details change">
          <EditNoteIcon />
        </Button>
      )}
    </TopToolbar>
  );
}

function History() {
  const r = useRecordContext<AdminInventoryRecord>();
  return r ? (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <AuditTrail entity="inventory_item" entityId={r.id} />
      </CardContent>
    </Card>
  ) : null;
}

const row = formGrid(3, 2);

/** Edit page: price, sale price and window, stock, availability and sales tax (the store's rate or tax exempt), with validation. */
export function InventoryEdit() {
  return (
    <Edit
      title="Edit inventory item"
      mutationMode="pessimistic"
      transform={editablePayload}
      actions={<Actions />}
      redirect="list"
      aside={undefined}
      redirectOnError={false}
      queryOptions={{ onError: () => undefined }}
      error={<NotFound what="Inventory item" back="/admin/inventory-list" backLabel="Inventory List" />}
    >
      <SimpleForm
        validate={validateInventory}
        toolbar={
          <Toolbar>
            <SaveButton label="Save" />
          </Toolbar>
        }
        sx={{ maxWidth: 960 }}
      >
        <Header />
        <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
          Regular prices
        </Typography>
        <Box sx={row}>
          <NumberInput source="itemUnitPrice" label="Unit price ($)" step={0.01} min={0} />
          <NumberInput source="itemPackPrice" label="Pack price ($)" step={0.01} min={0} />
          <NumberInput source="itemWarmCasePrice" label="Case price ($)" step={0.01} min={0} />
        </Box>
        <Typography variant="subtitle1" component="h2">
          Sale
        </Typography>
        <Box sx={row}>
          <NumberInput source="itemUnitSalePrice" label="Unit sale price ($)" step={0.01} min={0} />
          <NumberInput source="packSalePrice" label="Pack sale price ($)" step={0.01} min={0} />
          <NumberInput source="itemCaseSalePrice" label="Case sale price ($)" step={0.01} min={0} />
          <DateInput source="dateSaleStarts" label="Sale starts" />
          <DateInput source="dateSaleEnds" label="Sale ends" helperText="The sale price applies through this day." />
        </Box>
        <Typography variant="subtitle1" component="h2">
          Stock and tax
        </Typography>
        <Box sx={row}>
          <NumberInput source="availableToSell" label="Stock (units available to sell)" step={1} min={0} />
          <TaxRateInput />
          <BooleanInput source="isAvailable" label="Available on the storefront" />
        </Box>
      </SimpleForm>
      <History />
    </Edit>
  );
}
