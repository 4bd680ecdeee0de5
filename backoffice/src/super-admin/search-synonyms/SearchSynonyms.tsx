import type { SearchSynonymView } from '@domain/api/search-synonyms';
import {
  BooleanField,
  BooleanInput,
  Create,
  CreateButton,
  DataTable,
  DeleteButton,
  Edit,
  List,
  required,
  SaveButton,
  SearchInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
} from 'react-admin';

/** The synonyms as the form shows them: one text, comma-separated (the API takes either). */
const listToText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/** What the API takes of a rule (anything else the record carries is left out). */
function ruleBody(data: Partial<SearchSynonymView>) {
  return { term: data.term ?? '', synonyms: data.synonyms ?? [], twoWay: !!data.twoWay };
}

/** Search synonyms: what shoppers type -> what the catalogue calls it, for every store's search. */
export function SearchSynonymList() {
  return (
    <List
      title="Search synonyms"
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search terms and synonyms" />]}
      actions={
        <TopToolbar>
          <CreateButton label="Add synonym" />
        </TopToolbar>
      }
      sort={{ field: 'term', order: 'ASC' }}
    >
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="term" label="Shoppers type" />
        <DataTable.Col
          source="synonyms"
          label="Also finds"
          disableSort
          render={(r: SearchSynonymView) => r.synonyms.join(', ')}
        />
        <DataTable.Col source="twoWay" label="Two-way">
          <BooleanField source="twoWay" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function SynonymForm({ canDelete }: { canDelete?: boolean }) {
  return (
    <SimpleForm
      sx={{ maxWidth: 640 }}
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton />
          {canDelete && <DeleteButton mutationMode="pessimistic" />}
        </Toolbar>
      }
    >
      <TextInput
        source="term"
        label="Shoppers type"
        validate={required()}
        helperText="A word or short phrase, e.g. jd"
        fullWidth
      />
      <TextInput
        source="synonyms"
        label="Also finds"
        validate={required()}
        helperText="What the term means, separated by commas, e.g. jack daniel's"
        format={listToText}
        fullWidth
      />
      <BooleanInput
        source="twoWay"
        label="Two-way"
        helperText="Each synonym also finds what the term finds (e.g. whiskey and whisky)"
      />
    </SimpleForm>
  );
}

export function SearchSynonymEdit() {
  return (
    <Edit title="Edit search synonym" mutationMode="pessimistic" transform={ruleBody} redirect="list">
      <SynonymForm canDelete />
    </Edit>
  );
}

export function SearchSynonymCreate() {
  return (
    <Create title="Add search synonym" transform={ruleBody} redirect="list" record={{ twoWay: false }}>
      <SynonymForm />
    </Create>
  );
}
