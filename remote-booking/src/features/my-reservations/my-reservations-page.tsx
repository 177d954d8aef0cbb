import { placeholderPage } from '../../components/section-placeholder';

export const MyReservationsPage = placeholderPage('myReservations');
