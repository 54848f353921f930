import SchoolIcon from '@mui/icons-material/School';
import { CourseList } from './CourseList';

export default {
  list: CourseList,
  icon: SchoolIcon,
  recordRepresentation: 'title',
};
