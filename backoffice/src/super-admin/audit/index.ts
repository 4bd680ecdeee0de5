import HistoryIcon from '@mui/icons-material/History';
import { createElement } from 'react';
import { AuditList } from '../../shared/audit/AuditList';

/** react-admin resource 'audit' of the super-admin: every store's changes and the platform's. */
export default { list: () => createElement(AuditList, { acrossStores: true }), icon: HistoryIcon };
