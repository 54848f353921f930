import EventNoteIcon from '@mui/icons-material/EventNote';
import { BookingList } from './BookingList';

export default {
  list: BookingList,
  icon: EventNoteIcon,
  recordRepresentation: 'customer_name',
};
