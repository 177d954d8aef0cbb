import type { TranslationTree } from '@venue/routes';

/** Strings of the trainer overview (`trainer:overview.*`), fetched with the page. */
export default {
  status: {
    title: 'Status profilu',
    accepted: 'Zaakceptowany',
    pending: 'Czeka na akceptację',
    acceptedText:
      'Obiekt {{venue}} zaakceptował Twój profil. Gdy profil jest widoczny, gracze rezerwują u Ciebie lekcje w Twoich godzinach pracy.',
    pendingText:
      'Obiekt {{venue}} jeszcze nie zaakceptował Twojego profilu. Do tego czasu nie zmienisz widoczności, opisu ani godzin pracy. Profil akceptuje recepcja lub właściciel obiektu – zgłoś się do nich.',
  },
  profile: {
    title: 'Profil dla graczy',
    visible: 'Widoczny dla graczy online',
    visibleHint: 'Ukrytego profilu nie ma na stronie trenerów obiektu i nie można go zarezerwować online.',
    about: 'O mnie',
    aboutHint: 'Do {{max}} znaków. Gracze czytają to na stronie trenerów obiektu.',
    save: 'Zapisz profil',
    saved: 'Profil zapisany.',
    failed: 'Nie udało się zapisać profilu. Spróbuj ponownie.',
    pendingRefused: 'Obiekt jeszcze nie zaakceptował Twojego profilu, więc nic nie zapisano.',
  },
  week: {
    title: 'Ten tydzień',
    lessons: 'Lekcje',
    classes: 'Zajęcia grupowe',
    hours: 'Godziny',
    lessonCount_one: '{{count}} lekcja',
    lessonCount_few: '{{count}} lekcje',
    lessonCount_many: '{{count}} lekcji',
    lessonCount_other: '{{count}} lekcji',
    classCount_one: '{{count}} zajęcia',
    classCount_few: '{{count}} zajęcia',
    classCount_many: '{{count}} zajęć',
    classCount_other: '{{count}} zajęcia',
    booked: 'zarezerwowane {{booked}} z {{offered}} godz. pracy',
    toSchedule: 'Ustaw godziny pracy',
  },
  next: {
    title: 'Najbliższa lekcja',
    none: 'Brak zaplanowanych lekcji w najbliższych 4 tygodniach.',
    details: 'Zobacz szczegóły',
    all: 'Wszystkie rezerwacje',
  },
} as const satisfies TranslationTree;
