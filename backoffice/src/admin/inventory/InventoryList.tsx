import type { AdminInventoryRecord } from '@domain/api/admin-inventory';
import { PAGE_SIZES } from '@domain/page-size';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  Button,
  DataTable,
  DeleteWithConfirmButton,
  EditButton,
  FilterButton,
  List,
  NumberInput,
  Pagination,
  SearchInput,
  SimpleList,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { dollars } from '../common/format';
import { BulkPriceStockButton } from './BulkPriceStockButton';
import { InventoryFilters } from './InventoryFilters';
import { PriceField } from './PriceField';
import { StockField } from './StockField';
import { ThumbnailField } from './ThumbnailField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by item description" />,
  <NumberInput key="priceMin" source="priceMin" label="Price from ($)" />,
  <NumberInput key="priceMax" source="priceMax" label="Price to ($)" />,
  <NumberInput key="packQuantity" source="packQuantity" label="Pack qty" />,
];

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <Button component={Link} to="/admin/product-add-page" label="Add product">
        <AddIcon />
      </Button>
      <Button component={Link} to="/admin/inventory-sync" label="Import CSV">
        <UploadFileIcon />
      </Button>
      <ExportCsvButton resource="inventory" filename="inventory.csv" />
    </TopToolbar>
  );
}

function DeleteItemButton() {
  const r = useRecordContext<AdminInventoryRecord>();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmTitle={`Delete ${r?.itemDescription ?? 'this item'}?`}
      confirmContent="The item leaves your store's inventory and the storefront. This cannot be undone."
      redirect={false}
    />
  );
}

/** Spec 2.15 Store inventory list: search by description, price, pack quantity, stock, edit and delete. */
export function InventoryList() {
  const isMobile = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Inventory List"
      filters={filters}
      aside={isMobile ? undefined : <InventoryFilters />}
      actions={<Actions />}
      perPage={PAGE_SIZES.admin.default}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      sort={{ field: 'itemDescription', order: 'ASC' }}
      storeKey="admin-inventory"
    >
      {isMobile ? (
        <SimpleList
          primaryText={(r) => r.itemDescription}
          secondaryText={(r) =>
            `${r.itemNumber} · ${r.sizeDescriptionWeight} · pack ${r.packQuantity} · stock ${r.availableToSell}`
          }
          tertiaryText={(r) => (r.onSale ? `${dollars(r.currentPrice)} on sale` : dollars(r.price))}
          leftAvatar={() => <ThumbnailField size={36} />}
          linkType="edit"
        />
      ) : (
        <DataTable
          bulkActionButtons={<BulkPriceStockButton />}
          rowClick="edit"
          sx={{
            // Nine columns beside the menu and the filter card fit 1440 px with half the cell padding.
            '& td, & th': { px: 1 },
            '& .column-itemNumber, & .column-sizeDescriptionWeight, & .column-packQuantity, & td:last-of-type': {
              whiteSpace: 'nowrap',
            },
          }}
        >
          <DataTable.Col label="" disableSort>
            <ThumbnailField />
          </DataTable.Col>
          <DataTable.Col source="itemNumber" label="Item #" />
          <DataTable.Col source="itemDescription" label="Item description" />
          <DataTable.Col source="sizeDescriptionWeight" label="Size" disableSort />
          <DataTable.Col source="price" label="Price">
            <PriceField />
          </DataTable.Col>
          <DataTable.NumberCol source="packQuantity" label="Pack qty" />
          <DataTable.Col source="availableToSell" label="Stock">
            <StockField />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort>
            <EditButton />
            <DeleteItemButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
