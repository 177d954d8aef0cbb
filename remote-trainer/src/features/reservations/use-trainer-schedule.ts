import useSWR from 'swr';
import { listTrainerReservations, trainerReservationsKey } from '../../api/trainer-area';
import { windowCovering } from '../../lib/week';

/** The trainer's entries over the venue's calendar days `first` … `last` (read with a day's margin each side). */
export function useTrainerSchedule(profileId: number, first: string, last: string) {
  const { begin, end } = windowCovering(first, last);
  return useSWR(trainerReservationsKey(profileId, begin, end), () => listTrainerReservations(profileId, begin, end), {
    keepPreviousData: true,
  });
}
