import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { GdprDeletionList } from './GdprDeletionList';

export default {
  list: GdprDeletionList,
  icon: PrivacyTipIcon,
  recordRepresentation: 'email',
};
