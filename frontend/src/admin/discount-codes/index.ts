import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { DiscountCodeList } from './DiscountCodeList';

export default {
  list: DiscountCodeList,
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
};
