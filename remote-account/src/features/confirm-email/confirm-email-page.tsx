import { placeholderPage } from '../../components/section-placeholder';

export const ConfirmEmailPage = placeholderPage('confirmEmail');
