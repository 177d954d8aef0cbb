import type { TranslationTree } from '@venue/routes';

/** Strings of the owner's approvals (`trainer:approvals.*`), fetched with the overview. */
export default {
  title: 'Trenerzy czekający na akceptację',
  intro: 'Trenerzy w Twoich obiektach, którzy czekają na akceptację. Po akceptacji ustawiają godziny pracy i przyjmują rezerwacje.',
  venue: 'Obiekt',
  phone: 'Telefon',
  accept: 'Akceptuj',
  acceptName: 'Akceptuj: {{name}}',
  accepted: '{{name}}: profil zaakceptowany.',
  failed: 'Nie udało się zaakceptować: {{name}}. Spróbuj ponownie.',
  empty: 'Nikt nie czeka na akceptację.',
} as const satisfies TranslationTree;
