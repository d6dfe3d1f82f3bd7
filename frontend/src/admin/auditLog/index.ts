import HistoryIcon from '@mui/icons-material/History';
import { AuditLogList } from './AuditLogList';

export { AUDIT_LOG_RESOURCE } from './resource';

/** The audit log as a react-admin resource: one list, read only (docs/accounts.md). */
const auditLog = { list: AuditLogList, icon: HistoryIcon };

export default auditLog;
