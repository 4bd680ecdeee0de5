import type { OpeningHoursRecord, SaleHoursRecord } from '@domain/api/selling-rules';
import { Box, Typography } from '@mui/material';
import {
  Create,
  DataTable,
  Edit,
  FunctionField,
  List,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  type Validator,
} from 'react-admin';
import { formGrid } from '../common/formGrid';
import { RuleHistory } from './RuleHistory';
import { RuleToolbar } from './RuleToolbar';
import { clockTime, WEEKDAY_CHOICES, WEEKDAYS } from './describe-rules';

/** Opening hours per weekday: delivery windows and pickup times fall within them. */
export function OpeningHoursList() {
  return (
    <List
      title="Opening hours"
      pagination={false}
      perPage={7}
      sort={{ field: 'weekday', order: 'ASC' }}
      exporter={false}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        In the store&apos;s time zone. A day without hours is closed: no delivery windows, pickups move to the next
        opening.
      </Typography>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="weekday" label="Day">
          <FunctionField<OpeningHoursRecord> render={(r) => WEEKDAYS[r.weekday]} />
        </DataTable.Col>
        <DataTable.Col source="opens" label="Opens" disableSort />
        <DataTable.Col source="closes" label="Closes" disableSort />
      </DataTable>
    </List>
  );
}

const afterOpening: Validator = (value, all) =>
  value && all.opens && !clockTime(value) && !clockTime(all.opens) && String(value) <= String(all.opens)
    ? 'The closing time must be after the opening time.'
    : undefined;

function HoursForm() {
  return (
    <SimpleForm toolbar={<RuleToolbar confirmTitle="Close the store on this day?" />} sx={{ maxWidth: 720 }}>
      <Box sx={formGrid(3)}>
        <SelectInput source="weekday" label="Day" choices={WEEKDAY_CHOICES} validate={required()} />
        <TextInput source="opens" label="Opens (HH:MM)" validate={[required(), clockTime]} />
        <TextInput source="closes" label="Closes (HH:MM)" validate={[required(), clockTime, afterOpening]} />
      </Box>
    </SimpleForm>
  );
}

export function OpeningHoursEdit() {
  return (
    <Edit title="Edit opening hours" mutationMode="pessimistic" redirect="list">
      <HoursForm />
      <RuleHistory table="store_opening_hours" />
    </Edit>
  );
}

export function OpeningHoursCreate() {
  return (
    <Create title="Add opening hours" redirect="list" record={{ opens: '09:00', closes: '22:00' }}>
      <HoursForm />
    </Create>
  );
}

/** The state's legal sale hours (Iowa: no sales from 2 am until 6 am). */
export function SaleHoursList() {
  return (
    <List title="Legal sale hours" pagination={false} perPage={1} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col label="No sales" disableSort>
          <FunctionField<SaleHoursRecord> render={(r) => `from ${r.noSalesFrom} until ${r.noSalesUntil}`} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export function SaleHoursEdit() {
  return (
    <Edit title="Edit legal sale hours" mutationMode="pessimistic" redirect="list">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label="Save" />
          </Toolbar>
        }
        sx={{ maxWidth: 720 }}
      >
        <Typography variant="body2" color="text.secondary">
          No order is taken, delivered or handed over in these hours (the span may pass midnight).
        </Typography>
        <Box sx={formGrid(2)}>
          <TextInput source="noSalesFrom" label="No sales from (HH:MM)" validate={[required(), clockTime]} />
          <TextInput source="noSalesUntil" label="Until (HH:MM)" validate={[required(), clockTime]} />
        </Box>
      </SimpleForm>
      <RuleHistory table="store_sale_hours" />
    </Edit>
  );
}
