/**
 * What the code cannot say about a route: a one-line summary, and how a route authenticates when
 * that is not `app.authenticate` (the document reads that preHandler itself). Keyed by
 * `METHOD path` as Fastify registers it. The document's test fails on a registered route
 * missing here and on an entry here that no longer names a route, so the two cannot drift apart.
 */
export type RouteDoc = {
  summary: string;
  /** `optional`: a bearer token is read when present (pay-by-link works without one). */
  auth?: 'optional';
  /** Registered only in some set-ups; the document lists a route only where it is served. */
  only?: 'development' | 'sandbox gateway';
};

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /health': { summary: 'Liveness and database check' },
  'GET /api/openapi.json': { summary: 'This OpenAPI 3.1 document' },
  'GET /api/docs': { summary: 'Browsable page of this document', only: 'development' },

  'POST /api/users/auth/otp_login_signup': { summary: 'Send a 4-digit login code by SMS' },
  'POST /api/users/auth/otp_token': { summary: 'Exchange the SMS code for a bearer token' },
  'POST /api/users/auth/magic_login': { summary: 'Exchange a single-use link token for a bearer token' },
  'GET /api/users/auth/me': { summary: 'The signed-in user with profiles, skills, billing and children' },
  'POST /api/users/auth/logout': { summary: 'Revoke this token' },
  'POST /api/users/auth/logout_all': { summary: 'Revoke every session of the user (sign out on all devices)' },

  'PATCH /api/users/user': { summary: 'Update the user (a new e-mail sends a confirmation link)' },
  'POST /api/users/user/sport_skill/:id': { summary: 'Set the skill level for a sport' },
  'POST /api/users/user/child': { summary: 'Add a child' },
  'PATCH /api/users/user/child/:id': { summary: 'Replace a child' },
  'DELETE /api/users/user/child/:id': { summary: 'Delete a child' },
  'POST /api/users/user/email/resend_confirmation': { summary: 'Send the e-mail confirmation link again' },
  'POST /api/users/user/email/confirm': { summary: 'Confirm an e-mail address (the token is the proof)' },
  'POST /api/users/user_venue_qrcode': { summary: 'Issue a check-in QR token for a venue' },
  'GET /api/users/automation/door': { summary: 'The door window (minutes before a reservation)' },
  'POST /api/users/automation/door/:venueId': { summary: 'Open the venue door during a reservation' },
  'POST /api/users/user/delete/request_code': { summary: 'Send the account deletion code by SMS' },
  'POST /api/users/user/delete/confirm': { summary: 'Delete the account with the SMS code' },

  'POST /api/users/reservation': {
    summary:
      'Book a court (with a trainer: a private lesson) or sign up for a class (`venue_group_classes_id`), or preview / create a weekly series',
  },
  'POST /api/users/venue_owner/trainer_venue_profile/:id/accept': { summary: "Venue owner: accept a pending trainer of the owner's venue" },
  'GET /api/users/venue_owner/trainer_venue_profile/pending': {
    summary: 'Venue owner: trainers waiting for approval at the venues the caller owns (or one, `venue_id`)',
  },
  'GET /api/users/trainer_venue_profile/:id': {
    summary: "The trainer's own profile at a venue, with working hours and the venue's opening hours",
  },
  'PATCH /api/users/trainer_venue_profile/:id': {
    summary:
      'The trainer changes visibility, about text or working hours (once accepted); 409 LESSONS_OUTSIDE_HOURS until told to keep or cancel lessons the new hours leave outside',
  },
  'GET /api/users/trainer_venue_profile/reservation/:id': {
    summary: "The trainer's lessons and the classes they lead in a window of at most 62 days (the trainer and the venue's owner)",
  },
  'GET /api/users/reservation/single/:id': { summary: 'One own reservation by id or uuid' },
  'GET /api/users/reservation/:id': { summary: 'The reservations of `me` (or the own user id)' },
  'DELETE /api/users/reservation/:id': { summary: 'Cancel an own reservation' },

  'GET /api/users/user_wallet': { summary: 'Wallet balance' },
  'GET /api/users/user_wallet/transaction_log': { summary: 'Wallet ledger page, newest first, filtered by type, days and venue' },
  'GET /api/users/user_wallet/statement': {
    summary: 'Wallet statement page: one item per thing the player did (payment, carnet, withdrawal, refund), its ledger entries inside',
  },
  'GET /api/users/user_wallet/withdrawals': { summary: 'Own withdrawals, newest first, with state and expected arrival' },
  'POST /api/users/user_wallet/withdrawal_request': { summary: 'Freeze an amount for withdrawal and send its SMS code' },
  'POST /api/users/user_wallet/withdrawal_confirm': { summary: 'Confirm the open withdrawal with its SMS code; queues the payout' },

  'GET /api/users/user_venue_carnet': { summary: 'Own carnets, newest first, with state, availability and usage history' },
  'POST /api/users/user_venue_carnet': { summary: 'Buy a carnet (usable once its payment succeeds)' },
  'GET /api/users/venue/sport_object/venue_carnet/:venueId': {
    summary: 'Own carnets at a venue, each judged for a slot (usable or why not)',
  },

  'GET /api/public/venue/course/:venueId': {
    summary: 'A venue’s courses with sessions and free places now; filters payment_type, weekday, trainer_id, name, enrollment, type',
  },
  'GET /api/users/course_enrollment': { summary: 'Own course enrolments (every child), newest first' },
  'POST /api/users/course_enrollment/:id/quote': { summary: 'The price an enrolment in course :id would be charged now; writes nothing' },
  'POST /api/users/course_enrollment/:id': {
    summary: 'Enrol an own child in course :id; holds a place 15 minutes unpaid, pays at once with payment fields',
  },
  'POST /api/users/course_enrollment/pay/:id': { summary: 'Pay an unpaid enrolment :id within its 15 minutes (again after a failure)' },
  'DELETE /api/users/course_enrollment/:id': { summary: 'Cancel enrolment :id under the venue’s rule; the refund goes to the wallet' },

  'GET /api/users/reservation/term_notification': {
    summary: 'Own court-availability notifications, newest first: status pending or sent, the hold and its booking link',
  },
  'POST /api/users/reservation/term_notification': {
    summary: 'Ask to be told (and to have the court held) when court time in a window frees; needs an account at the venue',
  },
  'DELETE /api/users/reservation/term_notification/:id': { summary: 'Delete own notification :id (body venue_id); anyone else’s is 404' },

  'GET /api/users/statistics': {
    summary:
      'Own play statistics of a month (default this one): totals, favourite venues, 3-vs-3-month trend, weekday × hour grid, play style',
  },
  'POST /api/users/app/url_shortener': {
    summary:
      'Make a public share link to a month’s statistics card showing only the chosen fields (a retried short_url_token answers the same link)',
  },
  'POST /api/users/app/url_shortener/preview': { summary: 'The share card the chosen fields would publish; nothing saved' },
  'GET /api/users/app/url_shortener': { summary: 'Own share links, newest first, revoked ones too' },
  'DELETE /api/users/app/url_shortener/:id': { summary: 'Revoke own share link :id (then it answers 410); anyone else’s is 404' },
  'GET /s/:token': { summary: 'Public share card page (HTML with Open Graph tags); revoked 410, unknown 404' },
  'GET /s/:token/card.svg': { summary: 'Public share card image (og:image); revoked 410, unknown 404' },

  'POST /api/users/payment/create': {
    summary: 'Pay for a reservation (by id when signed in, or by its uuid: pay-by-link)',
    auth: 'optional',
  },
  'POST /api/users/payment/reservation/bulk': { summary: 'Pay for several reservations of one venue' },
  'GET /api/users/payment/:id': { summary: 'A payment by id (owner, signed in) or by uuid (anyone holding it)', auth: 'optional' },

  'POST /api/public/payment/notification/:gateway': { summary: 'Payment gateway notification (verified by its signature)' },
  'GET /api/public/reservation/:uuid': { summary: 'A reservation for the pay-by-link page' },
  'POST /api/public/kiosk/activate': { summary: "Kiosk: activate with the venue's kiosk code" },
  'POST /api/public/kiosk/status': { summary: 'Kiosk: its venue and whether it is still activated' },
  'POST /api/public/kiosk/session': { summary: 'Kiosk: a scanned check-in code (single use) or reservation opens a session' },
  'POST /api/public/kiosk/session/view': { summary: "Kiosk: the session's player and today's bookings again" },
  'POST /api/public/kiosk/check_in': { summary: 'Kiosk: record a check-in for a reservation of the session' },

  'GET /api/marketplace/venue': { summary: 'All venues' },
  'GET /api/marketplace/venue/:id': { summary: 'One venue with courts, prices and rules' },
  'GET /api/marketplace/venue/get_object_availabilities/:id': { summary: 'Free starts per court on a day' },
  'GET /api/marketplace/venue/check_availability/:id': { summary: 'Whether a court is free for a period, and its price' },
  'GET /api/marketplace/venue/venue_group_classes/:id': { summary: 'Class occurrences of a venue starting in a range (at most 31 days)' },
  'GET /api/marketplace/venue/trainer_venue_profile/:id': { summary: 'Accepted, visible trainers of a venue with their working hours' },
  'GET /api/marketplace/venue/trainer_venue_profile/:id/availability': {
    summary: 'Private-lesson starts of a day: the trainer working and free and a court they may use free',
  },
  'GET /api/marketplace/app/sport_type': { summary: 'Sport types' },
  'GET /api/marketplace/venue/carnet_type/:venueId': { summary: 'Carnet types a venue has on sale' },
  'POST /api/marketplace/app/getdatafromgus': { summary: 'Company data from the registry by NIP' },
  'POST /api/marketplace/autopay/getmethods': { summary: 'Payment methods of the gateway; with venue_id, those the venue takes online' },
  'POST /api/marketplace/autopay/getlegaldata': { summary: 'Regulations and information clause of a payment method' },

  'GET /api/sandbox/pay/:token': { summary: 'Sandbox gateway: approve/decline page of a transfer', only: 'sandbox gateway' },
  'GET /api/sandbox/pay/:token/:decision': { summary: 'Sandbox gateway: approve or decline a transfer', only: 'sandbox gateway' },
  'GET /api/dev/outbox': { summary: 'Messages the local SMS/e-mail adapters "sent"', only: 'development' },
};
