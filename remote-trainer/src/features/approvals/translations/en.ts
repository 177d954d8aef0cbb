import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

export default {
  title: 'Trainers awaiting approval',
  intro: 'Trainers at your venues who are waiting for approval. Once approved, they set their working hours and take bookings.',
  venue: 'Venue',
  phone: 'Phone',
  accept: 'Approve',
  acceptName: 'Approve: {{name}}',
  accepted: '{{name}}: profile approved.',
  failed: 'Could not approve {{name}}. Please try again.',
  empty: 'Nobody is waiting for approval.',
} as const satisfies TranslationShapeOf<typeof pl>;
