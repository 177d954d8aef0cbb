import assert from 'node:assert/strict';
import type { CreateReservationRequest, CreateReservationResponse, Reservation, VenueDetail } from '@venue/api';
import { bearer } from './auth-helpers.js';
import { call, type TestApp } from './test-app.js';

export async function venueDetail(testApp: TestApp, venueId: number): Promise<VenueDetail> {
  const response = await call<VenueDetail>(testApp.app, 'GET', `/api/marketplace/venue/${venueId}`);
  assert.equal(response.status, 200);
  return response.body;
}

/** A sport of a venue by its code (asserting the venue has it), with the ids of its courts. */
export function sportAt(venue: VenueDetail, code: string): { readonly id: number; readonly courts: number[] } {
  const sport = venue.sport_types.find((type) => type.code === code);
  assert.ok(sport, `the venue has ${code}`);
  return { id: sport.id, courts: venue.sport_objects.filter((object) => object.sport_type_id === sport.id).map((object) => object.id) };
}

/** A valid booking request for the first court of a sport at a venue, accepting every required regulation. */
export async function bookingRequest(
  testApp: TestApp,
  venueId: number,
  start: string,
  minutes: number,
  extra: Partial<CreateReservationRequest> & { sportCode?: string; courtIndex?: number } = {},
): Promise<CreateReservationRequest> {
  const venue = await venueDetail(testApp, venueId);
  const { sportCode = 'squash', courtIndex = 0, ...rest } = extra;
  const court = sportAt(venue, sportCode).courts[courtIndex];
  assert.ok(court, `venue ${venueId} has a ${sportCode} court`);
  const startTime = new Date(start);
  return {
    venue_id: venueId,
    venue_sport_object_id: court,
    start_time: startTime.toISOString(),
    end_time: new Date(startTime.getTime() + minutes * 60_000).toISOString(),
    payment: 'on_site',
    accepted_regulation_ids: venue.regulations.filter((item) => item.required).map((item) => item.id),
    ...rest,
  };
}

/** Books an hour at the venue (1 unless said) to be paid online and answers the new reservation (asserting the 201). */
export async function bookOnline(testApp: TestApp, token: string, start: string, venueId = 1): Promise<Reservation> {
  const booked = await call<CreateReservationResponse>(
    testApp.app,
    'POST',
    '/api/users/reservation',
    await bookingRequest(testApp, venueId, start, 60, { payment: 'online' }),
    bearer(token),
  );
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const reservation = booked.body.reservations[0];
  assert.ok(reservation);
  return reservation;
}
