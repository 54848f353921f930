import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { OrderShow } from './OrderShow';

/** Orders have no list of their own: the bookings list groups them and opens one from its order cell. */
export default {
  show: OrderShow,
  icon: ShoppingCartIcon,
  recordRepresentation: 'buyer_name',
};
