import DraftsIcon from '@mui/icons-material/Drafts';
import { EmailTemplateList } from './EmailTemplateList';

export default {
  list: EmailTemplateList,
  icon: DraftsIcon,
  recordRepresentation: 'name',
};
