import EmailIcon from '@mui/icons-material/Email';
import { NewsletterSubscriberList } from './NewsletterSubscriberList';

export default {
  list: NewsletterSubscriberList,
  icon: EmailIcon,
  recordRepresentation: 'email',
};
