import { screen } from '@testing-library/react';
import { renderConfigErrorPage } from './config-error-page';

describe('renderConfigErrorPage', () => {
  it.each([
    ['pl', 'Nie udało się uruchomić aplikacji', 'pl'],
    ['en', 'The application could not start', 'en'],
    ['ua', 'Не вдалося запустити застосунок', 'uk'],
  ] as const)('explains the failure in %s with a reload button', (language, heading, lang) => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    renderConfigErrorPage(container, language);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('button')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe(lang);
  });
});
