import { Navigate } from 'react-router-dom';
import { paths } from '@venue/routes';

/** /trainer-profile has no page of its own (spec §2): it opens the trainer's reservations. */
export function TrainerProfileRedirect() {
  return <Navigate to={paths.trainerReservations()} replace />;
}
