import SchoolIcon from '@mui/icons-material/School';
import { CourseList } from './CourseList';

// The create and edit dialogs are routes inside the list (/courses/create, /courses/:id), so the list stays in view.
export default {
  list: CourseList,
  hasCreate: true,
  hasEdit: true,
  icon: SchoolIcon,
  recordRepresentation: 'title',
};
