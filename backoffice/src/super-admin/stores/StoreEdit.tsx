import { Create, Edit } from 'react-admin';
import { StoreAdmins } from './StoreAdmins';
import { storeBody, StoreForm } from './storeForm';

export function StoreEdit() {
  return (
    <Edit title="Edit store" mutationMode="pessimistic" transform={storeBody}>
      <StoreForm />
      <StoreAdmins />
    </Edit>
  );
}

/** After creating a store, its edit page opens so an admin can be invited. */
export function StoreCreate() {
  return (
    <Create
      title="Add store"
      transform={storeBody}
      redirect="edit"
      record={{ salesTaxPercent: 7, deliveryZones: [], isShippingAvailable: true }}
    >
      <StoreForm />
    </Create>
  );
}
