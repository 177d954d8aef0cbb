import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in Ukrainian, under `account:checkInQr.*` (merged in translations/uk.ts). */
export default {
  heading: 'QR-код для входу',
  intro: 'Покажіть код на рецепції або біля зчитувача, щоб зареєструватися в об’єкті. Код діє лише короткий час.',
  noVenues: 'QR-код можна отримати в об’єкті, де у вас є бронювання. Спершу забронюйте корт або заняття.',
  loadFailed: 'Не вдалося завантажити ваші об’єкти.',
  venue: 'Об’єкт',
  venueName: 'Об’єкт: {{name}}',
  generate: 'Згенерувати код',
  loadingQr: 'Готуємо код…',
} as const satisfies TranslationShapeOf<typeof pl>;
