import { act, render, screen } from '@testing-library/react';
import { setLanguage, type Language } from '@venue/i18n';
import type { Regulation } from '@venue/api/schemas/venue';
import { UiProvider } from '@venue/ui';
import { setUpTranslations } from '../../testing/render-at';
import { RegulationsField } from './regulations-field';

// The venue writes its documents in Polish; only the caption and the note follow the UI language.
const regulations: Regulation[] = [
  { id: 1, kind: 'regulation', title: 'Regulamin obiektu', url: 'https://example.com/regulamin.pdf', required: true },
  { id: 2, kind: 'consent', title: 'Zgoda marketingowa', url: null, required: false },
];

function renderIn(language: Language) {
  act(() => setLanguage(language));
  render(
    <UiProvider>
      <RegulationsField regulations={regulations} accepted={[]} onChange={() => undefined} invalid={new Set()} />
    </UiProvider>,
  );
}

beforeAll(setUpTranslations);
afterEach(() => act(() => setLanguage('pl')));

describe('RegulationsField', () => {
  it('in English captions the venue documents and says they are in Polish', () => {
    renderIn('en');
    const group = screen.getByRole('group', { name: 'Terms and consents of the venue' });
    expect(group).toHaveAccessibleDescription('The venue provides these documents in Polish.');
    expect(screen.getByRole('checkbox', { name: /Regulamin obiektu/ })).toBeInTheDocument();
  });

  it('in Ukrainian captions the venue documents and says they are in Polish', () => {
    renderIn('ua');
    const group = screen.getByRole('group', { name: 'Правила та згоди об’єкта' });
    expect(group).toHaveAccessibleDescription('Об’єкт надає ці документи польською мовою.');
  });

  it('in Polish needs no note about the language of the documents', () => {
    renderIn('pl');
    const group = screen.getByRole('group', { name: 'Regulaminy i zgody obiektu' });
    expect(group).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/po polsku/)).not.toBeInTheDocument();
  });
});
