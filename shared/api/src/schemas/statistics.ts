import * as v from 'valibot';
/*
 * Monthly play statistics and their share links (spec §1, §3 Statistics, §7 `POST /app/url_shortener`; issue 30).
 * The calls:
 * - `GET /api/users/statistics?month=YYYY-MM` → `PlayStatistics` of the signed-in player; no `month`:
 *   this month in the platform zone (`STATISTICS_DEFAULT_TIME_ZONE`);
 * - `POST /api/users/app/url_shortener` body `ShareLinkRequest` → 201 `ShareLink` (a retry with the
 *   same `short_url_token` answers 200 with the link made the first time);
 * - `POST /api/users/app/url_shortener/preview` body `ShareCardPreviewRequest` → 200 `ShareCard`:
 *   exactly what the public page will show, nothing saved;
 * - `GET /api/users/app/url_shortener` → the caller's own `ShareLink[]`, newest first (revoked ones too);
 * - `DELETE /api/users/app/url_shortener/{id}` → 204; someone else's link (or an unknown id) is 404;
 *   revoking twice is 204 again.
 * Public (no sign-in), served by the backend on its public origin (`ShareLink.url`):
 * - `GET /s/{token}` → server-rendered HTML with Open Graph tags; a revoked link 410, unknown 404
 *   (as pages when the client accepts `text/html`, else the JSON error body);
 * - `GET /s/{token}/card.svg` → the card image (`og:image`), the same figures.
 *
 * Every figure is counted in each reservation's venue time zone: a reservation belongs to the
 * month (and weekday) its local start falls in; minutes are real elapsed minutes (a booking across
 * a DST change lasts what the clock really ran) and the weekday × hour grid puts each minute in the
 * local hour it was played in (a booking across midnight fills both days).
 */
import { IdParamSchema, IdSchema } from './bounds';

const Id = IdSchema;
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Minutes = Count;

/** The zone "this month" is taken in when the query names none; each venue's own zone counts the rest. */
export const STATISTICS_DEFAULT_TIME_ZONE = 'Europe/Warsaw';
/** The trend: the chosen month and the five before it (last 3 against the previous 3). */
export const STATISTICS_TREND_MONTHS = 6;

const MONTH = /^(20\d\d|2100)-(0[1-9]|1[0-2])$/;
/** `YYYY-MM`, 2000-01 … 2100-12. */
export const StatisticsMonthSchema = v.pipe(v.string('validation.required'), v.regex(MONTH, 'validation.invalid'));

/** `GET /api/users/statistics` query. */
export const StatisticsQuerySchema = v.object({ month: v.optional(StatisticsMonthSchema) });
export type StatisticsQuery = v.InferOutput<typeof StatisticsQuerySchema>;

/**
 * What a reservation was: `court` (a court booking without a trainer: a match), `lesson` (a court
 * booked with a trainer), `class` (a place at a group class), `course` (one session of a course
 * enrolment; for a child's enrolment it is the child who plays, and it is shown under this kind).
 */
export const STATISTICS_KINDS = ['court', 'lesson', 'class', 'course'] as const;
export type StatisticsKind = (typeof STATISTICS_KINDS)[number];

/** ISO weekday, 1 = Monday … 7 = Sunday (the key My reservations filters by). */
const Weekday = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7));
const Hour = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(23));

/**
 * The reservations behind a number, as My reservations can filter them: venue days `from`…`to`
 * (`YYYY-MM-DD`, inclusive, the month's first and last), and `include_cancelled` when the number
 * counts cancelled ones. A venue's or a weekday's number adds its `venue_id` / `weekday`.
 * `start_time`…`end_time` are the same bounds as instants in `time_zone` (end exclusive), as
 * `GET /api/users/reservation/me` takes them.
 */
export const StatisticsRangeSchema = v.object({ from: v.string(), to: v.string(), start_time: v.string(), end_time: v.string() });
export type StatisticsRange = v.InferOutput<typeof StatisticsRangeSchema>;

/** The headline counts of one month. */
export const StatisticsTotalsSchema = v.object({
  /** Every reservation starting in the month, any state. */
  total: Count,
  /** Not cancelled (played, or still to come). */
  active: Count,
  /** Cancelled in time or not (`cancelled` + `cancelled_not_on_time`). */
  cancelled: Count,
  cancelled_not_on_time: Count,
  /** Active ones that have ended by now: the sessions `minutes_played` counts. */
  played: Count,
  /** Active ones still to come (not yet ended). */
  upcoming: Count,
  /** Real minutes of the played sessions (hours played = minutes / 60). */
  minutes_played: Minutes,
  /** The same counts of `total` per kind. */
  by_kind: v.object({ court: Count, lesson: Count, class: Count, course: Count }),
});
export type StatisticsTotals = v.InferOutput<typeof StatisticsTotalsSchema>;

/** A favourite venue: the active reservations of the month there, most first (ties by name). */
export const FavouriteVenueSchema = v.object({
  venue_id: Id,
  venue_name: v.string(),
  city: v.string(),
  count: Count,
  minutes_played: Minutes,
});
export type FavouriteVenue = v.InferOutput<typeof FavouriteVenueSchema>;

/** One month of the trend (`month` `YYYY-MM`), oldest first. */
export const TrendMonthSchema = v.object({
  month: StatisticsMonthSchema,
  range: StatisticsRangeSchema,
  total: Count,
  active: Count,
  cancelled: Count,
  played: Count,
  minutes_played: Minutes,
});
export type TrendMonth = v.InferOutput<typeof TrendMonthSchema>;

/** Sums of three months. */
export const TrendPeriodSchema = v.object({
  total: Count,
  active: Count,
  cancelled: Count,
  played: Count,
  minutes_played: Minutes,
});
export type TrendPeriod = v.InferOutput<typeof TrendPeriodSchema>;

/**
 * The last 3 months (the chosen one and two before) against the 3 before them. `change_percent`
 * compares `minutes_played`: null when the previous period had none (no honest percentage).
 */
export const StatisticsTrendSchema = v.object({
  months: v.array(TrendMonthSchema),
  last_3: TrendPeriodSchema,
  previous_3: TrendPeriodSchema,
  change_percent: v.nullable(v.number()),
});
export type StatisticsTrend = v.InferOutput<typeof StatisticsTrendSchema>;

/**
 * Favourite days and hours: `grid[weekday - 1][hour]` = minutes played in that local hour of that
 * weekday this month (7 × 24); `weekdays` the played sessions per weekday (by local start);
 * `favourite_weekday` / `favourite_hour` the busiest (null in an empty month).
 */
export const StatisticsRhythmSchema = v.object({
  grid: v.array(v.array(Minutes)),
  weekdays: v.array(v.object({ weekday: Weekday, count: Count, minutes_played: Minutes })),
  favourite_weekday: v.nullable(Weekday),
  favourite_hour: v.nullable(Hour),
});
export type StatisticsRhythm = v.InferOutput<typeof StatisticsRhythmSchema>;

/** Played sessions and minutes of one sport (`code` as `SportType.code`: squash, tennis, padel …). */
export const SportShareSchema = v.object({
  sport_type_id: Id,
  code: v.string(),
  name: v.string(),
  count: Count,
  minutes_played: Minutes,
});
export type SportShare = v.InferOutput<typeof SportShareSchema>;

/**
 * Singles or doubles of the played court matches (kind `court`; lessons, classes and courses are
 * neither). Known only where the court says so (see backend decision "singles or doubles"):
 * a padel court is doubles, a squash court singles, a court tagged `singles`/`doubles` so;
 * everything else is counted `unknown`, never guessed.
 */
export const MatchFormatSplitSchema = v.object({ singles: Count, doubles: Count, unknown: Count });
export type MatchFormatSplit = v.InferOutput<typeof MatchFormatSplitSchema>;

/** Play style of the played sessions of the month; the averages are null in an empty month. */
export const PlayStyleSchema = v.object({
  /** Mean local start, minutes after midnight (e.g. 1110 = 18:30). */
  average_start_minute: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1439))),
  /** Played sessions per week: played / (days of the month so far / 7), one decimal. */
  sessions_per_week: v.number(),
  average_duration_minutes: v.nullable(Minutes),
  /** Court type split: by sport, most played first. */
  sports: v.array(SportShareSchema),
  match_format: MatchFormatSplitSchema,
});
export type PlayStyle = v.InferOutput<typeof PlayStyleSchema>;

/** `GET /api/users/statistics` answer. */
export const PlayStatisticsSchema = v.object({
  month: StatisticsMonthSchema,
  /** The zone the month's bounds are shown in (venues may each have their own for their bookings). */
  time_zone: v.string(),
  range: StatisticsRangeSchema,
  totals: StatisticsTotalsSchema,
  favourite_venues: v.array(FavouriteVenueSchema),
  trend: StatisticsTrendSchema,
  rhythm: StatisticsRhythmSchema,
  play_style: PlayStyleSchema,
  /** When the figures were computed (an instant): "played" is up to this moment. */
  computed_at: v.string(),
});
export type PlayStatistics = v.InferOutput<typeof PlayStatisticsSchema>;

/**
 * What a share card may show, each only when ticked. The phone number is never among them;
 * surname and venue addresses only when chosen.
 * - `first_name`, `last_name`: the player's names;
 * - `reservations`: total and played sessions; `hours_played`; `cancelled`;
 * - `favourite_sport`: the most played sport; `favourite_venues`: their names (and `venue_addresses`
 *   adds street and city);
 * - `favourite_time`: favourite weekday and hour; `play_style`: average start, duration, sessions
 *   per week; `match_format`: the singles/doubles split; `trend`: last 3 months against the previous 3.
 */
export const SHARE_FIELDS = [
  'first_name',
  'last_name',
  'reservations',
  'hours_played',
  'cancelled',
  'favourite_sport',
  'favourite_venues',
  'venue_addresses',
  'favourite_time',
  'play_style',
  'match_format',
  'trend',
] as const;
export const ShareFieldSchema = v.picklist(SHARE_FIELDS, 'validation.invalid');
export type ShareField = (typeof SHARE_FIELDS)[number];

const ShareFieldsSchema = v.pipe(
  v.array(ShareFieldSchema, 'validation.required'),
  v.minLength(1, 'validation.required'),
  v.maxLength(SHARE_FIELDS.length, 'validation.invalid'),
  v.check((fields) => new Set(fields).size === fields.length, 'validation.invalid'),
);

/** The client's idempotency key of one share: 16–64 of `A-Z a-z 0-9 _ -` (e.g. a random uuid). */
export const ShortUrlTokenSchema = v.pipe(v.string('validation.required'), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'validation.invalid'));

/** `POST /api/users/app/url_shortener/preview`: the card that the same choice would publish. */
export const ShareCardPreviewRequestSchema = v.object({
  month: StatisticsMonthSchema,
  fields: ShareFieldsSchema,
});
export type ShareCardPreviewRequest = v.InferInput<typeof ShareCardPreviewRequestSchema>;

/**
 * `POST /api/users/app/url_shortener` (spec §7 `user_id`, `short_url_token`):
 * - `user_id`: the caller's own id (another id is 403 FORBIDDEN);
 * - `short_url_token`: the client's key of this share, so a retried request does not make a
 *   second link; it is never the public token, which the server draws (128 random bits);
 * - `month`, `fields`: the month and what the card shows.
 * The card's figures are taken when the link is made (a snapshot holding only the ticked fields).
 */
export const ShareLinkRequestSchema = v.object({
  user_id: Id,
  short_url_token: ShortUrlTokenSchema,
  month: StatisticsMonthSchema,
  fields: ShareFieldsSchema,
});
export type ShareLinkRequest = v.InferInput<typeof ShareLinkRequestSchema>;

export const ShareLinkIdParamsSchema = v.object({ id: IdParamSchema });

/**
 * What a share card shows: only the ticked fields are present (the others are absent, not null).
 * Minutes, counts and weekdays as in `PlayStatistics`; the page words them in `language`.
 */
export const ShareCardSchema = v.object({
  month: StatisticsMonthSchema,
  fields: v.array(ShareFieldSchema),
  first_name: v.optional(v.string()),
  last_name: v.optional(v.string()),
  reservations: v.optional(v.object({ total: Count, played: Count })),
  minutes_played: v.optional(Minutes),
  cancelled: v.optional(Count),
  favourite_sport: v.optional(v.nullable(v.object({ code: v.string(), name: v.string() }))),
  favourite_venues: v.optional(
    v.array(v.object({ name: v.string(), count: Count, address: v.optional(v.string()), city: v.optional(v.string()) })),
  ),
  favourite_time: v.optional(v.object({ weekday: v.nullable(Weekday), hour: v.nullable(Hour) })),
  play_style: v.optional(
    v.object({
      average_start_minute: v.nullable(v.number()),
      average_duration_minutes: v.nullable(v.number()),
      sessions_per_week: v.number(),
    }),
  ),
  match_format: v.optional(MatchFormatSplitSchema),
  trend: v.optional(v.object({ last_3_minutes: Minutes, previous_3_minutes: Minutes, change_percent: v.nullable(v.number()) })),
});
export type ShareCard = v.InferOutput<typeof ShareCardSchema>;

/** One share link as its owner sees it. `url` is the public short URL (`…/s/{token}`), `image_url` its card image. */
export const ShareLinkSchema = v.object({
  id: Id,
  url: v.string(),
  image_url: v.string(),
  month: StatisticsMonthSchema,
  fields: v.array(ShareFieldSchema),
  card: ShareCardSchema,
  created_at: v.string(),
  /** Null while the link works; the instant it was revoked (then it answers 410). */
  revoked_at: v.nullable(v.string()),
});
export type ShareLink = v.InferOutput<typeof ShareLinkSchema>;
export const ShareLinkListSchema = v.array(ShareLinkSchema);

/** At most this many live (not revoked) links per player; one more is 422 SHARE_LINK_LIMIT_REACHED. */
export const SHARE_LINK_MAX_ACTIVE = 50;
/** `SHARE_LINK_REVOKED` 410: the public image of a revoked link (its page is an HTML 410). */
export const SHARE_LINK_ERROR_CODES = ['SHARE_LINK_LIMIT_REACHED', 'SHARE_LINK_REVOKED'] as const;
