import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { WaitlistEntryList } from './WaitlistEntryList';

export default {
  list: WaitlistEntryList,
  icon: HourglassTopIcon,
  recordRepresentation: 'customer_email',
};
