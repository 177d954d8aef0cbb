import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

export default {
  title: 'Тренери, що очікують підтвердження',
  intro:
    'Тренери ваших об’єктів, які чекають на підтвердження. Після підтвердження вони встановлюють робочі години й приймають бронювання.',
  venue: 'Об’єкт',
  phone: 'Телефон',
  accept: 'Підтвердити',
  acceptName: 'Підтвердити: {{name}}',
  accepted: '{{name}}: профіль підтверджено.',
  failed: 'Не вдалося підтвердити: {{name}}. Спробуйте ще раз.',
  empty: 'Ніхто не очікує підтвердження.',
} as const satisfies TranslationShapeOf<typeof pl>;
