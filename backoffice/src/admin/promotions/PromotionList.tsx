import type { AdminPromotion } from '@domain/api/promotions';
import { PAGE_SIZES } from '@domain/page-size';
import type { PromotionPhase } from '@domain/promotions/window';
import { Tab, Tabs } from '@mui/material';
import { CreateButton, DataTable, FunctionField, List, SearchInput, TopToolbar, useListContext } from 'react-admin';
import { describeCode, kindLabel, PHASE_TABS } from './describe-promotion';
import { EndNowButton } from './EndNowButton';

/** Active / Scheduled / Ended: the list's `phase` filter (the server decides the phase in the store's calendar). */
function PhaseTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const phase = (filterValues.phase as PromotionPhase | undefined) ?? 'active';
  return (
    <Tabs
      value={phase}
      onChange={(_, value: PromotionPhase) => setFilters({ ...filterValues, phase: value }, displayedFilters)}
      aria-label="Promotion phase"
    >
      {PHASE_TABS.map((t) => (
        <Tab key={t.value} value={t.value} label={t.label} />
      ))}
    </Tabs>
  );
}

/** The store's promotions, by phase; a row opens the edit form, active and scheduled ones can end now. */
export function PromotionList() {
  return (
    <List
      title="Promotions"
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Name or code" />]}
      filterDefaultValues={{ phase: 'active' }}
      sort={{ field: 'startsOn', order: 'DESC' }}
      perPage={PAGE_SIZES.admin.default}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label="New promotion" />
        </TopToolbar>
      }
    >
      <PhaseTabs />
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" label="Name" />
        <DataTable.Col source="kind" label="Offer">
          <FunctionField<AdminPromotion> render={(p) => p.badge || kindLabel(p.kind)} />
        </DataTable.Col>
        <DataTable.Col source="startsOn" label="From" />
        <DataTable.Col source="endsOn" label="To">
          <FunctionField<AdminPromotion>
            render={(p) => (p.endedAt && p.phase === 'ended' ? `${p.endsOn} (ended early)` : p.endsOn)}
          />
        </DataTable.Col>
        <DataTable.Col label="Code" disableSort>
          <FunctionField<AdminPromotion> render={(p) => describeCode(p)} />
        </DataTable.Col>
        <DataTable.Col label="" disableSort>
          <EndNowButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
