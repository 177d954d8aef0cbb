import { placeholderPage } from '../../components/section-placeholder';

export const PayByLinkPage = placeholderPage('paymentCreate');
