import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { GdprRequestsPage } from './GdprRequestsPage';

export default {
  list: GdprRequestsPage,
  icon: PrivacyTipIcon,
};
