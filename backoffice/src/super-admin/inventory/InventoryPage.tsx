import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  DataTable,
  DeleteWithConfirmButton,
  List,
  SearchInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { BeverageThumbnail } from './BeverageThumbnail';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search by name, brand, UPC or item number" />];

function Actions() {
  return (
    <TopToolbar>
      <Button component={Link} to="/super-admin/product-edit-page/new" label="Add beverage" startIcon={<AddIcon />} />
    </TopToolbar>
  );
}

function EditBeverageButton() {
  const r = useRecordContext();
  if (!r) return null;
  return (
    <Button
      component={Link}
      to={`/super-admin/product-edit-page/${r.id}`}
      label="Edit"
      startIcon={<EditIcon />}
      onClick={(e) => e.stopPropagation()}
    />
  );
}

/** Delete asks first; the server refuses (409, shown as is) while store items are linked to it. */
function DeleteBeverageButton() {
  const r = useRecordContext();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle={`Delete ${r?.item_Name ?? 'this beverage'}?`}
      confirmContent="It leaves the master catalogue. Beverages that stores sell cannot be deleted."
      redirect={false}
    />
  );
}

/** Spec 2.14 inventory page: a search box and the master beverages, with edit and delete; paginated on the server. */
export function InventoryPage() {
  return (
    <List
      resource="inventory-page"
      title="Inventory"
      filters={filters}
      actions={<Actions />}
      perPage={100}
      sort={{ field: 'item_Name', order: 'ASC' }}
      storeKey="super-inventory"
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col label="" disableSort>
          <BeverageThumbnail />
        </DataTable.Col>
        <DataTable.Col source="item_Name" label="Name" />
        <DataTable.Col source="main_Category" label="Category" />
        <DataTable.Col source="sub_Category_1" label="Sub Category" />
        <DataTable.Col source="size" label="Size" />
        <DataTable.Col source="brand" label="Brand" />
        <DataTable.Col source="upc_Number" label="UPC" disableSort />
        <DataTable.Col label="Actions" disableSort>
          <EditBeverageButton />
          <DeleteBeverageButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
