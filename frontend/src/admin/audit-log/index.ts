import HistoryIcon from '@mui/icons-material/History';
import { AuditLogList } from './AuditLogList';

export default {
  list: AuditLogList,
  icon: HistoryIcon,
};
