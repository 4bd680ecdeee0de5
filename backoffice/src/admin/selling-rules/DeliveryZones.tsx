import type { DeliveryZoneRecord } from '@domain/api/selling-rules';
import { ADMIN_MAX_PAGE_SIZE } from '@domain/page-size';
import { Box, Typography } from '@mui/material';
import {
  Create,
  DataTable,
  Edit,
  FunctionField,
  List,
  maxValue,
  minValue,
  NumberInput,
  required,
  SimpleForm,
  TextArrayInput,
  TextInput,
} from 'react-admin';
import { dollars } from '../common/format';
import { formGrid } from '../common/formGrid';
import { RuleHistory } from './RuleHistory';
import { RuleToolbar } from './RuleToolbar';

/** Delivery terms per zone: fee, minimum order, free delivery over, window length and capacity. */
export function DeliveryZoneList() {
  return (
    <List title="Delivery fees and windows" pagination={false} perPage={ADMIN_MAX_PAGE_SIZE} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" label="Zone" />
        <DataTable.Col label="Zip codes" disableSort>
          <FunctionField<DeliveryZoneRecord>
            render={(r) => (r.zipCodes.length ? r.zipCodes.join(', ') : 'Every zip we deliver to')}
          />
        </DataTable.Col>
        <DataTable.Col source="fee" label="Fee">
          <FunctionField<DeliveryZoneRecord> render={(r) => dollars(r.fee)} />
        </DataTable.Col>
        <DataTable.Col label="Minimum order" disableSort>
          <FunctionField<DeliveryZoneRecord> render={(r) => dollars(r.minimumOrder)} />
        </DataTable.Col>
        <DataTable.Col label="Free over" disableSort>
          <FunctionField<DeliveryZoneRecord> render={(r) => (r.freeOver === null ? 'Never' : dollars(r.freeOver))} />
        </DataTable.Col>
        <DataTable.Col label="Windows" disableSort>
          <FunctionField<DeliveryZoneRecord> render={(r) => `${r.slotMinutes} min, ${r.slotCapacity} orders each`} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function ZoneForm() {
  return (
    <SimpleForm toolbar={<RuleToolbar confirmTitle="Delete this delivery zone?" />} sx={{ maxWidth: 960 }}>
      <TextInput source="name" label="Zone name" validate={required()} fullWidth />
      <TextArrayInput
        source="zipCodes"
        label="Zip codes"
        helperText="Press Enter after each zip. Empty: these terms apply to every zip the store delivers to."
        fullWidth
      />
      <Typography variant="subtitle1" component="h2">
        Fee and minimum
      </Typography>
      <Box sx={formGrid(3)}>
        <NumberInput source="fee" label="Delivery fee ($)" step={0.01} min={0} validate={[required(), minValue(0)]} />
        <NumberInput
          source="minimumOrder"
          label="Minimum order ($)"
          step={0.01}
          min={0}
          validate={[required(), minValue(0)]}
        />
        <NumberInput
          source="freeOver"
          label="Free delivery over ($)"
          step={0.01}
          min={0}
          helperText="Empty: delivery is never free"
        />
      </Box>
      <Typography variant="subtitle1" component="h2">
        Delivery windows
      </Typography>
      <Box sx={formGrid(3)}>
        <NumberInput
          source="slotMinutes"
          label="Window length (minutes)"
          step={30}
          validate={[required(), minValue(30), maxValue(480)]}
        />
        <NumberInput
          source="slotCapacity"
          label="Orders per window"
          step={1}
          validate={[required(), minValue(1), maxValue(1000)]}
        />
      </Box>
    </SimpleForm>
  );
}

export function DeliveryZoneEdit() {
  return (
    <Edit title="Edit delivery zone" mutationMode="pessimistic" redirect="list">
      <ZoneForm />
      <RuleHistory table="store_delivery_zone" />
    </Edit>
  );
}

export function DeliveryZoneCreate() {
  return (
    <Create
      title="Add a delivery zone"
      redirect="list"
      record={{ name: '', zipCodes: [], fee: 4.99, minimumOrder: 25, freeOver: 100, slotMinutes: 120, slotCapacity: 5 }}
    >
      <ZoneForm />
    </Create>
  );
}
