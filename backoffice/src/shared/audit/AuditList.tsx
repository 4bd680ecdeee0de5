import type { AuditEntryView, AuditFacets } from '@domain/api/audit';
import { PAGE_SIZES } from '@domain/page-size';
import type { StoreApi } from '@domain/api/stores';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  DataTable,
  DateInput,
  FilterButton,
  List,
  Pagination,
  SelectInput,
  TextInput,
  TopToolbar,
  useGetList,
  useRecordContext,
} from 'react-admin';
import { httpClient } from '../dataProvider';
import { formatDateTime } from '../dateTime';
import { useStoreTimeZone } from '../useStoreTimeZone';
import { describeChange } from './describeChange';

/** The `storeId` filter's value for the changes that belong to no store (the API's PLATFORM). */
const PLATFORM = 'platform';

/** 'inventory_item' -> 'Inventory item'. */
const words = (name: string) => (name.charAt(0).toUpperCase() + name.slice(1)).replace(/[_-]+/g, ' ');

function useFacets(): AuditFacets {
  const { data } = useQuery({
    queryKey: ['audit', 'facets'],
    queryFn: async () => (await httpClient('/api/admin/audit/facets')).json as AuditFacets,
  });
  return data ?? { entities: [], actions: [] };
}

function WhenField() {
  const r = useRecordContext<AuditEntryView>();
  const timeZone = useStoreTimeZone();
  return r ? <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt, timeZone)}</span> : null;
}

function WhatField() {
  const r = useRecordContext<AuditEntryView>();
  if (!r) return null;
  return (
    <span>
      {words(r.entity)}{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        #{r.entityId}
      </Typography>
    </span>
  );
}

function ChangeField() {
  const r = useRecordContext<AuditEntryView>();
  const timeZone = useStoreTimeZone();
  if (!r) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {describeChange(r.before, r.after, true, timeZone) || '—'}
    </Typography>
  );
}

function StoreField({ names }: { names: Map<number, string> }) {
  const r = useRecordContext<AuditEntryView>();
  if (!r) return null;
  return <span>{r.storeId === null ? 'Platform' : (names.get(r.storeId) ?? `Store ${r.storeId}`)}</span>;
}

function Empty() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }} data-testid="audit-empty">
      <Typography variant="h6" component="p">
        No changes recorded yet
      </Typography>
      <Typography color="text.secondary">
        Every change made in the back office (prices, stock, orders, rules) is listed here with who made it and when.
      </Typography>
    </Box>
  );
}

/**
 * The audit screen, react-admin resource `audit` of both back offices: who
 * changed what and when, newest first, filtered by who, what and when. The server decides what the
 * caller sees: a store admin their store's changes; a super-admin every store's and the
 * platform's (`acrossStores` adds the store column and filter).
 */
export function AuditList({ acrossStores = false }: { acrossStores?: boolean }) {
  const facets = useFacets();
  const stores = useGetList<StoreApi>(
    'stores',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: acrossStores },
  );
  const storeNames = new Map((stores.data ?? []).map((s) => [Number(s.id), s.name]));
  const filters = [
    <TextInput key="actor" source="actor" label="Who (e-mail)" alwaysOn resettable />,
    <SelectInput
      key="entity"
      source="entity"
      label="What"
      alwaysOn
      choices={facets.entities.map((e) => ({ id: e, name: words(e) }))}
    />,
    <SelectInput
      key="action"
      source="action"
      label="Change"
      choices={facets.actions.map((a) => ({ id: a, name: words(a) }))}
    />,
    <DateInput key="from" source="from" label="From" alwaysOn />,
    <DateInput key="to" source="to" label="To" alwaysOn />,
    ...(acrossStores
      ? [
          <SelectInput
            key="storeId"
            source="storeId"
            label="Store"
            alwaysOn
            choices={[
              { id: PLATFORM, name: 'Platform (catalogue, mapping, stores…)' },
              ...(stores.data ?? []).map((s) => ({ id: s.id, name: s.name })),
            ]}
          />,
        ]
      : []),
  ];
  return (
    <List
      resource="audit"
      title="Audit trail"
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      sort={{ field: 'id', order: 'DESC' }}
      perPage={PAGE_SIZES.admin.default}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
      empty={<Empty />}
      storeKey={acrossStores ? 'super-admin-audit' : 'admin-audit'}
    >
      <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty />}>
        <DataTable.Col source="createdAt" label="When">
          <WhenField />
        </DataTable.Col>
        <DataTable.Col source="actorEmail" label="Who" disableSort />
        {acrossStores ? (
          <DataTable.Col source="storeId" label="Store" disableSort>
            <StoreField names={storeNames} />
          </DataTable.Col>
        ) : null}
        <DataTable.Col source="entity" label="What" disableSort>
          <WhatField />
        </DataTable.Col>
        <DataTable.Col source="action" label="Change" disableSort render={(r: AuditEntryView) => words(r.action)} />
        <DataTable.Col label="Details" disableSort>
          <ChangeField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
