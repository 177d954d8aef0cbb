// A venue's trainers and when each can teach (marketplace base).
import { marketplaceApi } from '@venue/api';
import {
  PublicTrainerProfileListSchema,
  TrainerAvailabilitySchema,
  type PublicTrainerProfile,
  type TrainerAvailability,
} from '@venue/api/schemas/trainer';

export const venueTrainersKey = (venueId: number) => ['booking', 'trainers', venueId] as const;

/** The venue's accepted, visible trainers (public data only). */
export function listVenueTrainers(venueId: number, signal?: AbortSignal): Promise<PublicTrainerProfile[]> {
  return marketplaceApi.get(`/venue/trainer_venue_profile/${venueId}`, { schema: PublicTrainerProfileListSchema, signal });
}

export const trainerAvailabilityKey = (venueId: number, trainerId: number, date: string) =>
  ['booking', 'trainer-availability', venueId, trainerId, date] as const;

/** Starts on one day (venue time) when the trainer and a court they may use are both free, priced court + trainer. */
export function getTrainerAvailability(
  venueId: number,
  trainerId: number,
  date: string,
  signal?: AbortSignal,
): Promise<TrainerAvailability> {
  return marketplaceApi.get(`/venue/trainer_venue_profile/${venueId}/availability`, {
    schema: TrainerAvailabilitySchema,
    query: { trainer_id: trainerId, date },
    signal,
  });
}
