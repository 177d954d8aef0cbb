import { definePageParts } from '@venue/federation/page-parts';

/**
 * Each page's own strings, fetched with the page under their own key of the `trainer` namespace
 * (`trainer:overview.*`, `trainer:workingHours.*`, `trainer:reservations.*`, `trainer:approvals.*`);
 * what every page shows (titles, the venue switcher, an entry's kind and state) stays in the
 * namespace's chunk.
 */
export const TRAINER_PAGE_PARTS = definePageParts({
  overview: {
    pl: () => import('../features/overview/translations/pl').then((m) => m.default),
    en: () => import('../features/overview/translations/en').then((m) => m.default),
    uk: () => import('../features/overview/translations/uk').then((m) => m.default),
  },
  approvals: {
    pl: () => import('../features/approvals/translations/pl').then((m) => m.default),
    en: () => import('../features/approvals/translations/en').then((m) => m.default),
    uk: () => import('../features/approvals/translations/uk').then((m) => m.default),
  },
  workingHours: {
    pl: () => import('../features/working-hours/translations/pl').then((m) => m.default),
    en: () => import('../features/working-hours/translations/en').then((m) => m.default),
    uk: () => import('../features/working-hours/translations/uk').then((m) => m.default),
  },
  reservations: {
    pl: () => import('../features/reservations/translations/pl').then((m) => m.default),
    en: () => import('../features/reservations/translations/en').then((m) => m.default),
    uk: () => import('../features/reservations/translations/uk').then((m) => m.default),
  },
});
