// The trainer's own area (users base) and the venue owner's approvals. Schemas come from the API
// package's subpath, so they are bundled with this remote rather than in the shared surface.
import { marketplaceApi, usersApi } from '@venue/api';
import {
  AcceptedTrainerSchema,
  PendingTrainerListSchema,
  TrainerOwnProfileSchema,
  TrainerReservationsSchema,
  UpdateTrainerProfileResponseSchema,
  type AcceptedTrainer,
  type PendingTrainer,
  type TrainerOwnProfile,
  type TrainerReservations,
  type UpdateTrainerProfileRequest,
  type UpdateTrainerProfileResponse,
} from '@venue/api/schemas/trainer-area';
import { VenueSummaryListSchema, type VenueSummary } from '@venue/api/schemas/venue';

/** Keys start with `'trainer'`; the host empties the cache on logout. */
export const ownProfileKey = (profileId: number) => ['trainer', 'profile', profileId] as const;

/** One window of the trainer's schedule; the bounds are ISO instants. */
export const trainerReservationsKey = (profileId: number, begin: string, end: string) =>
  ['trainer', 'reservations', profileId, begin, end] as const;

/** Matches every window of one profile's schedule, to revalidate them after hours changed lessons. */
export function isReservationsKeyOf(profileId: number): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && key[0] === 'trainer' && key[1] === 'reservations' && key[2] === profileId;
}

export const pendingTrainersKey = () => ['trainer', 'pending-trainers'] as const;

/** Every venue of the platform (a handful): the venue switcher names the trainer's venues from it. */
export const venuesKey = () => ['trainer', 'venues'] as const;

export function getOwnProfile(profileId: number, signal?: AbortSignal): Promise<TrainerOwnProfile> {
  return usersApi.get(`/trainer_venue_profile/${profileId}`, { schema: TrainerOwnProfileSchema, signal });
}

/** Saves the fields given; a 409 LESSONS_OUTSIDE_HOURS (an ApiError whose body lists the lessons) saves nothing. */
export function updateOwnProfile(
  profileId: number,
  body: UpdateTrainerProfileRequest,
  signal?: AbortSignal,
): Promise<UpdateTrainerProfileResponse> {
  return usersApi.patch(`/trainer_venue_profile/${profileId}`, { body, schema: UpdateTrainerProfileResponseSchema, signal });
}

export function listTrainerReservations(profileId: number, begin: string, end: string, signal?: AbortSignal): Promise<TrainerReservations> {
  return usersApi.get(`/trainer_venue_profile/reservation/${profileId}`, {
    query: { begin_time: begin, end_time: end },
    schema: TrainerReservationsSchema,
    signal,
  });
}

/** Trainers waiting for approval at every venue the caller owns. */
export function listPendingTrainers(signal?: AbortSignal): Promise<PendingTrainer[]> {
  return usersApi.get('/venue_owner/trainer_venue_profile/pending', { schema: PendingTrainerListSchema, signal });
}

export function acceptTrainer(profileId: number, signal?: AbortSignal): Promise<AcceptedTrainer> {
  return usersApi.post(`/venue_owner/trainer_venue_profile/${profileId}/accept`, { schema: AcceptedTrainerSchema, signal });
}

export function listVenues(signal?: AbortSignal): Promise<VenueSummary[]> {
  return marketplaceApi.get('/venue', { schema: VenueSummaryListSchema, signal });
}
