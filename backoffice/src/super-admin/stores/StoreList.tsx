import { BooleanField, CreateButton, DataTable, EditButton, List, SearchInput, TopToolbar } from 'react-admin';

/** The stores (tenants) with the settings the storefront uses. */
export function StoreList() {
  return (
    <List
      title="Stores"
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search by name or web URL" />]}
      actions={
        <TopToolbar>
          <CreateButton label="Add store" />
        </TopToolbar>
      }
      sort={{ field: 'id', order: 'ASC' }}
    >
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col source="webUrl" label="Web URL" />
        <DataTable.NumberCol source="salesTaxPercent" label="Tax %" />
        <DataTable.Col
          source="deliveryZones"
          label="Delivery zones"
          disableSort
          render={(r) => (r.deliveryZones ?? []).join(', ')}
        />
        <DataTable.Col source="isShippingAvailable" label="Shipping" disableSort>
          <BooleanField source="isShippingAvailable" />
        </DataTable.Col>
        <DataTable.NumberCol source="adminCount" label="Admins" disableSort />
        <DataTable.Col label="" disableSort>
          <EditButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
