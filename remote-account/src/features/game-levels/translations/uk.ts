import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in Ukrainian, under `account:gameLevels.*` (merged in translations/uk.ts). */
export default {
  title: 'Рівень гри',
  description:
    'Оцініть свій рівень у кожному виді спорту за шкалою від 0 (початківець) до 6 (професіонал). Це допомагає підібрати партнерів і заняття.',
  notSet: 'Не вибрано',
  option: '{{level}} – {{name}}',
  level: {
    beginner: 'початківець',
    basic: 'базовий',
    intermediate: 'середній',
    advanced: 'просунутий',
    very_advanced: 'дуже просунутий',
    semi_professional: 'напівпрофесійний',
    professional: 'професійний',
  },
  submit: 'Зберегти рівні гри',
  saved: 'Рівні гри збережено.',
  unchanged: 'Жоден рівень не змінено.',
  saveFailed: 'Не вдалося зберегти рівні гри. Спробуйте ще раз.',
  loadFailed: 'Не вдалося завантажити список видів спорту.',
  empty: 'Немає видів спорту для оцінювання.',
} as const satisfies TranslationShapeOf<typeof pl>;
