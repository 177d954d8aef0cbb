import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

export default {
  status: {
    title: 'Profile status',
    accepted: 'Approved',
    pending: 'Awaiting approval',
    acceptedText: '{{venue}} has approved your profile. While it is visible, players book lessons with you within your working hours.',
    pendingText:
      "{{venue}} has not approved your profile yet. Until then you cannot change your visibility, description or working hours. The venue's reception or owner approves it – please ask them.",
  },
  profile: {
    title: 'Profile for players',
    visible: 'Visible to players online',
    visibleHint: "A hidden profile is not on the venue's trainers page and cannot be booked online.",
    about: 'About me',
    aboutHint: "Up to {{max}} characters. Players read it on the venue's trainers page.",
    save: 'Save profile',
    saved: 'Profile saved.',
    failed: 'The profile could not be saved. Please try again.',
    pendingRefused: 'The venue has not approved your profile yet, so nothing was saved.',
  },
  week: {
    title: 'This week',
    lessons: 'Lessons',
    classes: 'Group classes',
    hours: 'Hours',
    lessonCount_one: '{{count}} lesson',
    lessonCount_few: '{{count}} lessons',
    lessonCount_many: '{{count}} lessons',
    lessonCount_other: '{{count}} lessons',
    classCount_one: '{{count}} class',
    classCount_few: '{{count}} classes',
    classCount_many: '{{count}} classes',
    classCount_other: '{{count}} classes',
    booked: '{{booked}} of {{offered}} working hours booked',
    toSchedule: 'Set working hours',
  },
  next: {
    title: 'Next lesson',
    none: 'No lessons booked in the next 4 weeks.',
    details: 'See details',
    all: 'All reservations',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
