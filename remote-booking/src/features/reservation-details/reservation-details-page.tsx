import { placeholderPage } from '../../components/section-placeholder';

export const ReservationDetailsPage = placeholderPage('reservationDetails');
