import type { ShippingRuleRecord } from '@domain/api/selling-rules';
import { ADMIN_MAX_PAGE_SIZE } from '@domain/page-size';
import { Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanInput,
  DataTable,
  Edit,
  FunctionField,
  List,
  SaveButton,
  SimpleForm,
  TextField,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { RuleHistory } from './RuleHistory';
import { shipsTo, STATE_CHOICES } from './describe-rules';

/** Where the store may ship each category: the storefront refuses the rest before payment. */
export function ShippingRuleList() {
  return (
    <List
      title="Where we ship"
      pagination={false}
      perPage={ADMIN_MAX_PAGE_SIZE}
      sort={{ field: 'id', order: 'ASC' }}
      exporter={false}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        Which states each category may be shipped to. Delivery and pickup are not affected.
      </Typography>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="category" label="Category" />
        <DataTable.Col label="Ships to" disableSort>
          <FunctionField<ShippingRuleRecord> render={(r) => shipsTo(r)} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function StatesInput() {
  const anywhere = useWatch({ name: 'anywhere' });
  return (
    <AutocompleteArrayInput
      source="states"
      label="States it may ship to"
      choices={STATE_CHOICES}
      disabled={!!anywhere}
      helperText={
        anywhere ? 'Ships to every state.' : 'Leave empty to not ship this category at all (delivery and pickup only).'
      }
      fullWidth
    />
  );
}

function Title() {
  const r = useRecordContext<ShippingRuleRecord>();
  return <span>Shipping: {r?.category}</span>;
}

export function ShippingRuleEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" redirect="list">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label="Save" />
          </Toolbar>
        }
        sx={{ maxWidth: 720 }}
      >
        <TextField source="category" variant="h6" />
        <BooleanInput source="anywhere" label="Ships anywhere in the United States" />
        <StatesInput />
      </SimpleForm>
      <RuleHistory table="store_shipping_rule" />
    </Edit>
  );
}
