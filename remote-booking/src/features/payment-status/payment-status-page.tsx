import { placeholderPage } from '../../components/section-placeholder';

export const PaymentStatusPage = placeholderPage('paymentStatus');
