import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { SearchSynonymCreate, SearchSynonymEdit, SearchSynonymList } from './SearchSynonyms';

export default {
  list: SearchSynonymList,
  create: SearchSynonymCreate,
  edit: SearchSynonymEdit,
  icon: ManageSearchIcon,
  recordRepresentation: 'term',
};
