import type { ShareCard } from '@venue/api';
import type { MessageLanguage } from '../../lib/message-language.js';

/** The words of a share card and its pages, in the language the player made it in. */
type Words = {
  title: string;
  reservations: string;
  played: string;
  hoursPlayed: string;
  cancelled: string;
  favouriteSport: string;
  favouriteVenues: string;
  favouriteTime: string;
  playStyle: string;
  averageStart: string;
  averageDuration: string;
  perWeek: string;
  matchFormat: string;
  singles: string;
  doubles: string;
  unknown: string;
  trend: string;
  previous: string;
  hours: Record<Intl.LDMLPluralRule, string>;
  revoked: string;
  revokedText: string;
  missing: string;
  missingText: string;
  empty: string;
  sports: Record<string, string>;
};

const WORDS: Record<MessageLanguage, Words> = {
  pl: {
    title: 'Statystyki gry',
    reservations: 'Rezerwacje',
    played: 'rozegrane',
    hoursPlayed: 'Czas gry',
    cancelled: 'Odwołane',
    favouriteSport: 'Ulubiony sport',
    favouriteVenues: 'Ulubione obiekty',
    favouriteTime: 'Ulubiony dzień i godzina',
    playStyle: 'Styl gry',
    averageStart: 'średni start',
    averageDuration: 'średnio',
    perWeek: 'razy w tygodniu',
    matchFormat: 'Single i deble',
    singles: 'single',
    doubles: 'deble',
    unknown: 'nieznane',
    trend: 'Ostatnie 3 miesiące',
    previous: 'poprzednie 3',
    hours: { zero: 'godzin', one: 'godzina', two: 'godziny', few: 'godziny', many: 'godzin', other: 'godziny' },
    revoked: 'Link wycofany',
    revokedText: 'Właściciel wycofał ten link do statystyk.',
    missing: 'Nie ma takiego linku',
    missingText: 'Ten link do statystyk nie istnieje.',
    empty: 'brak',
    sports: { squash: 'Squash', tennis: 'Tenis', padel: 'Padel' },
  },
  en: {
    title: 'Play statistics',
    reservations: 'Reservations',
    played: 'played',
    hoursPlayed: 'Time played',
    cancelled: 'Cancelled',
    favouriteSport: 'Favourite sport',
    favouriteVenues: 'Favourite venues',
    favouriteTime: 'Favourite day and hour',
    playStyle: 'Play style',
    averageStart: 'average start',
    averageDuration: 'on average',
    perWeek: 'times a week',
    matchFormat: 'Singles and doubles',
    singles: 'singles',
    doubles: 'doubles',
    unknown: 'unknown',
    trend: 'Last 3 months',
    previous: 'previous 3',
    hours: { zero: 'hours', one: 'hour', two: 'hours', few: 'hours', many: 'hours', other: 'hours' },
    revoked: 'Link revoked',
    revokedText: 'Its owner has revoked this statistics link.',
    missing: 'No such link',
    missingText: 'This statistics link does not exist.',
    empty: 'none',
    sports: { squash: 'Squash', tennis: 'Tennis', padel: 'Padel' },
  },
  uk: {
    title: 'Ігрова статистика',
    reservations: 'Бронювання',
    played: 'зіграно',
    hoursPlayed: 'Час гри',
    cancelled: 'Скасовано',
    favouriteSport: 'Улюблений спорт',
    favouriteVenues: "Улюблені об'єкти",
    favouriteTime: 'Улюблений день і година',
    playStyle: 'Стиль гри',
    averageStart: 'середній початок',
    averageDuration: 'у середньому',
    perWeek: 'разів на тиждень',
    matchFormat: 'Одиночні та парні',
    singles: 'одиночні',
    doubles: 'парні',
    unknown: 'невідомо',
    trend: 'Останні 3 місяці',
    previous: 'попередні 3',
    hours: { zero: 'годин', one: 'година', two: 'години', few: 'години', many: 'годин', other: 'години' },
    revoked: 'Посилання відкликано',
    revokedText: 'Власник відкликав це посилання на статистику.',
    missing: 'Такого посилання немає',
    missingText: 'Цього посилання на статистику не існує.',
    empty: 'немає',
    sports: { squash: 'Сквош', tennis: 'Теніс', padel: 'Падел' },
  },
};

export function wordsOf(language: MessageLanguage): Words {
  return WORDS[language];
}

const LOCALE: Record<MessageLanguage, string> = { pl: 'pl-PL', en: 'en-GB', uk: 'uk-UA' };

/** `14,5 godziny`, `1 godzina`, `5 godzin`: hours to one decimal with the language's plural. */
export function hoursText(minutes: number, language: MessageLanguage): string {
  const hours = Math.round((minutes / 60) * 10) / 10;
  const rule = new Intl.PluralRules(LOCALE[language]).select(hours);
  return `${new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 1 }).format(hours)} ${WORDS[language].hours[rule]}`;
}

export function monthText(month: string, language: MessageLanguage): string {
  const [year = 2000, monthNumber = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALE[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 15)),
  );
}

/** ISO weekday 1–7 in words (2024-01-01 was a Monday). */
export function weekdayText(weekday: number, language: MessageLanguage): string {
  return new Intl.DateTimeFormat(LOCALE[language], { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
}

export const clockText = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const numberText = (value: number, language: MessageLanguage) =>
  new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 1 }).format(value);

/** The card's lines, label and value, in the order the player sees them; only the ticked fields. */
export function cardLines(card: ShareCard, language: MessageLanguage): { label: string; value: string }[] {
  const w = WORDS[language];
  const lines: { label: string; value: string }[] = [];
  if (card.reservations)
    lines.push({ label: w.reservations, value: `${card.reservations.total} (${w.played}: ${card.reservations.played})` });
  if (card.minutes_played !== undefined) lines.push({ label: w.hoursPlayed, value: hoursText(card.minutes_played, language) });
  if (card.cancelled !== undefined) lines.push({ label: w.cancelled, value: String(card.cancelled) });
  if (card.favourite_sport !== undefined) {
    const sport = card.favourite_sport;
    lines.push({ label: w.favouriteSport, value: sport ? (w.sports[sport.code] ?? sport.name) : w.empty });
  }
  if (card.favourite_venues) {
    const names = card.favourite_venues.map((venue) => {
      const where = venue.address ? `, ${venue.address}` : '';
      return `${venue.name}${where} (${venue.count})`;
    });
    lines.push({ label: w.favouriteVenues, value: names.length > 0 ? names.join('; ') : w.empty });
  }
  if (card.favourite_time) {
    const { weekday, hour } = card.favourite_time;
    const parts = [weekday === null ? null : weekdayText(weekday, language), hour === null ? null : clockText(hour * 60)].filter(Boolean);
    lines.push({ label: w.favouriteTime, value: parts.length > 0 ? parts.join(', ') : w.empty });
  }
  if (card.play_style) {
    const style = card.play_style;
    const parts = [
      style.average_start_minute === null ? null : `${w.averageStart} ${clockText(style.average_start_minute)}`,
      style.average_duration_minutes === null ? null : `${w.averageDuration} ${style.average_duration_minutes} min`,
      `${numberText(style.sessions_per_week, language)} ${w.perWeek}`,
    ].filter(Boolean);
    lines.push({ label: w.playStyle, value: parts.join(' · ') });
  }
  if (card.match_format) {
    const split = card.match_format;
    lines.push({
      label: w.matchFormat,
      value: `${w.singles} ${split.singles} · ${w.doubles} ${split.doubles} · ${w.unknown} ${split.unknown}`,
    });
  }
  if (card.trend) {
    const trend = card.trend;
    // The change first: it is what a clipped image line must still show.
    const change = trend.change_percent === null ? '' : ` · ${trend.change_percent > 0 ? '+' : ''}${trend.change_percent}%`;
    lines.push({
      label: w.trend,
      value: `${hoursText(trend.last_3_minutes, language)}${change} · ${w.previous}: ${hoursText(trend.previous_3_minutes, language)}`,
    });
  }
  return lines;
}

/** The card's heading: the names the player chose to show, and the month. */
export function cardTitle(card: ShareCard, language: MessageLanguage): string {
  const name = [card.first_name, card.last_name].filter((part) => part && part.length > 0).join(' ');
  const what = `${WORDS[language].title} · ${monthText(card.month, language)}`;
  return name ? `${name} — ${what}` : what;
}
