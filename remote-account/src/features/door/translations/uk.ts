import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in Ukrainian, under `account:door.*` (merged in translations/uk.ts). */
export default {
  heading: 'Відчинення дверей',
  intro:
    'Відчиняйте двері об’єкта телефоном, коли маєте там активне бронювання: від {{minutes}} хвилин до його початку і до його завершення.',
  noVenues: 'Відчинити двері можна в об’єкті, де у вас є бронювання. Спершу забронюйте корт або заняття.',
  loadFailed: 'Не вдалося завантажити ваші об’єкти.',
  venues: 'Ваші об’єкти',
  open: 'Відчинити двері',
  openAt: 'Відчинити двері: {{venue}}',
  opened: 'Двері відчинено. Ласкаво просимо!',
  notAllowed:
    'Зараз ви не можете відчинити двері. Потрібне активне бронювання в цьому об’єкті, яке починається протягом {{minutes}} хвилин або вже триває.',
  failed: 'Не вдалося відчинити двері. Спробуйте ще раз або зверніться на рецепцію.',
} as const satisfies TranslationShapeOf<typeof pl>;
