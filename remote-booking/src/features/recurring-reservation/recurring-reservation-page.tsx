import { placeholderPage } from '../../components/section-placeholder';

export const RecurringReservationPage = placeholderPage('myReservationsRecurring');
