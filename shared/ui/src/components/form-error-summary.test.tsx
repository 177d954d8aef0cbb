import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { renderWithTheme } from '../testing/render-with-theme';
import { FormErrorSummary } from './form-error-summary';
import { TextField } from './text-field';

describe('FormErrorSummary', () => {
  beforeAll(async () => {
    await loadAllLanguages();
    await initI18n().changeLanguage('en');
  });

  it('renders nothing without errors', () => {
    const { container } = renderWithTheme(<FormErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is announced, takes focus and links each error to its field', async () => {
    renderWithTheme(
      <>
        <FormErrorSummary errors={[{ fieldId: 'first-name', message: 'This field is required' }, { message: 'Failed to save changes' }]} />
        <TextField id="first-name" label="First name" error="This field is required" />
      </>,
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Please correct the following fields:');
    expect(summary).toHaveTextContent('Failed to save changes');

    await userEvent.click(screen.getByRole('link', { name: 'This field is required' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });
});
