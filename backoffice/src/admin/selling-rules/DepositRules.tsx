import type { DepositRuleRecord } from '@domain/api/selling-rules';
import { ADMIN_MAX_PAGE_SIZE } from '@domain/page-size';
import { Box, Typography } from '@mui/material';
import {
  BooleanInput,
  Create,
  DataTable,
  Edit,
  FunctionField,
  List,
  minValue,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  type Validator,
} from 'react-admin';
import { formGrid } from '../common/formGrid';
import { RuleHistory } from './RuleHistory';
import { RuleToolbar } from './RuleToolbar';
import { CATEGORY_CHOICES, depositText, sizeRange } from './describe-rules';

/** Bottle deposits: per container, by category and container size. */
export function DepositRuleList() {
  return (
    <List title="Bottle deposits" pagination={false} perPage={ADMIN_MAX_PAGE_SIZE} exporter={false}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        Charged per container (a 6-pack is 6 containers), shown as its own line in the cart and on the order.
      </Typography>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="category" label="Category" />
        <DataTable.Col source="minMl" label="Container size">
          <FunctionField<DepositRuleRecord> render={(r) => sizeRange(r)} />
        </DataTable.Col>
        <DataTable.Col source="amount" label="Deposit">
          <FunctionField<DepositRuleRecord> render={(r) => depositText(r)} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

const atLeastMin: Validator = (value, all) =>
  value !== null && value !== undefined && value !== '' && Number(value) < Number(all.minMl)
    ? 'The largest size must be at least the smallest size.'
    : undefined;

function DepositForm() {
  return (
    <SimpleForm toolbar={<RuleToolbar confirmTitle="Delete this deposit?" />} sx={{ maxWidth: 860 }}>
      <Box sx={formGrid(3)}>
        <SelectInput source="category" choices={CATEGORY_CHOICES} validate={required()} />
        <NumberInput source="minMl" label="From size (ml)" step={1} min={0} validate={[required(), minValue(0)]} />
        <NumberInput
          source="maxMl"
          label="To size (ml)"
          step={1}
          min={0}
          validate={atLeastMin}
          helperText="Empty: no upper limit"
        />
        <NumberInput
          source="amount"
          label="Deposit per container ($)"
          step={0.01}
          min={0}
          validate={[required(), minValue(0)]}
        />
        <BooleanInput source="taxable" label="Sales tax applies to the deposit" />
      </Box>
    </SimpleForm>
  );
}

export function DepositRuleEdit() {
  return (
    <Edit title="Edit bottle deposit" mutationMode="pessimistic" redirect="list">
      <DepositForm />
      <RuleHistory table="store_deposit_rule" />
    </Edit>
  );
}

export function DepositRuleCreate() {
  return (
    <Create
      title="Add a bottle deposit"
      redirect="list"
      record={{ category: 'Soda', minMl: 0, maxMl: null, amount: 0.05, taxable: false }}
    >
      <DepositForm />
    </Create>
  );
}
