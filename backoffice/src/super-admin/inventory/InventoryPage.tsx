import type { BeverageApi } from '@domain/api/beverages';
import { PAGE_SIZES } from '@domain/page-size';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import {
  BooleanInput,
  Button,
  DataTable,
  DeleteWithConfirmButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { downloadCsv } from '../../shared/downloadCsv';
import { useAttributeLists } from '../common/useAttributeLists';
import { BeverageThumbnail } from './BeverageThumbnail';

/** Search, then the catalogue-quality filters: category, missing image, unmapped, duplicate barcode. */
function useFilters() {
  const lists = useAttributeLists();
  const choices = (name: string) => (lists.data?.[name] ?? []).map((v) => ({ id: v, name: v }));
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search by name, brand, UPC or item number" />,
    <SelectInput key="main_Category" source="main_Category" label="Category" choices={choices('Category')} />,
    <SelectInput key="sub_Category_1" source="sub_Category_1" label="Sub Category" choices={choices('Sub Category')} />,
    <BooleanInput key="missing_Image" source="missing_Image" label="Missing image" defaultValue />,
    <BooleanInput key="unmapped" source="unmapped" label="Unmapped" defaultValue />,
    <BooleanInput key="duplicate_Barcode" source="duplicate_Barcode" label="Duplicate barcode" defaultValue />,
  ];
}

/** The whole filtered list (every page) as CSV, from the server. */
function ExportCsvButton() {
  const { filterValues, sort } = useListContext();
  const notify = useNotify();
  const query = new URLSearchParams({
    filter: JSON.stringify(filterValues ?? {}),
    sort: JSON.stringify([sort?.field ?? 'item_Name', sort?.order ?? 'ASC']),
  });
  return (
    <Button
      label="Export CSV"
      onClick={() =>
        downloadCsv(`admin/beverages/export?${query}`, 'master-catalogue.csv').catch((e) =>
          notify(e.message, { type: 'error' }),
        )
      }
    >
      <DownloadIcon />
    </Button>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportCsvButton />
      <Button component={Link} to="/super-admin/product-edit-page/new" label="Add beverage">
        <AddIcon />
      </Button>
    </TopToolbar>
  );
}

function EditBeverageButton() {
  const r = useRecordContext<BeverageApi>();
  if (!r) return null;
  return (
    <Button
      component={Link}
      to={`/super-admin/product-edit-page/${r.id}`}
      label="Edit"
      onClick={(e) => e.stopPropagation()}
    >
      <EditIcon />
    </Button>
  );
}

/** Delete asks first; the server refuses (409, shown as is) while store items are linked to it. */
function DeleteBeverageButton() {
  const r = useRecordContext<BeverageApi>();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle={`Delete ${r?.item_Name ?? 'this beverage'}?`}
      confirmContent="It leaves the master catalogue. Beverages that stores sell cannot be deleted."
      redirect={false}
    />
  );
}

/**
 * Spec 2.14 inventory page: a search box and the master beverages, with edit and delete; paginated on
 * the server. Filters (category, missing image, unmapped, duplicate barcode) and CSV export.
 */
export function InventoryPage() {
  const filters = useFilters();
  return (
    <List
      resource="inventory-page"
      title="Inventory"
      filters={filters}
      actions={<Actions />}
      perPage={PAGE_SIZES.admin.default}
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
