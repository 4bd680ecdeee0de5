import HistoryIcon from '@mui/icons-material/History';
import { createElement } from 'react';
import { AuditList } from '../../shared/audit/AuditList';

/** react-admin resource 'audit' of the store admin: the store's own changes. */
export default { list: () => createElement(AuditList), icon: HistoryIcon };
