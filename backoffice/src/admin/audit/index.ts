import HistoryIcon from '@mui/icons-material/History';
import { createElement } from 'react';
import { AuditList } from '../../shared/audit/AuditList';

/** react-admin resource 'audit' of the store admin: the store's own changes (issue 14 point 8). */
export default { list: () => createElement(AuditList), icon: HistoryIcon };
