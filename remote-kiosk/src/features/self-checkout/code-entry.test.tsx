import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadKioskStrings, renderKiosk } from '../../testing/render-kiosk';
import { CodeEntry } from './code-entry';

const CODE = 'ci1.eyJ1IjoxLCJ2IjoxfQ.c2lnbmF0dXJl';

beforeAll(loadKioskStrings);

/** Keys as a wedge scanner sends them: one after another within milliseconds, then Enter. */
function scanAtDocument(text: string, gapMs = 5) {
  jest.useFakeTimers();
  for (const key of [...text, 'Enter']) {
    jest.advanceTimersByTime(gapMs);
    fireEvent.keyDown(document.body, { key });
  }
  jest.useRealTimers();
}

describe('the code entry', () => {
  it('is focused and submits what a scanner or a person types, then empties itself', async () => {
    const onCode = jest.fn();
    renderKiosk(<CodeEntry onCode={onCode} busy={false} />);
    const field = screen.getByLabelText('Kod meldunku lub rezerwacji');
    expect(field).toHaveFocus();
    await userEvent.type(field, `  ${CODE}{Enter}`);
    expect(onCode).toHaveBeenCalledWith(CODE);
    expect(field).toHaveValue('');
  });

  it('takes a fast burst ending in Enter at the document while the field has lost focus', () => {
    const onCode = jest.fn();
    renderKiosk(<CodeEntry onCode={onCode} busy={false} />);
    screen.getByLabelText('Kod meldunku lub rezerwacji').blur();
    scanAtDocument(CODE);
    expect(onCode).toHaveBeenCalledWith(CODE);
  });

  it('ignores slow typing at the document, short bursts, and everything while a code is being read', () => {
    const onCode = jest.fn();
    const { rerender } = renderKiosk(<CodeEntry onCode={onCode} busy={false} />);
    screen.getByLabelText('Kod meldunku lub rezerwacji').blur();
    scanAtDocument(CODE, 300);
    scanAtDocument('abc');
    expect(onCode).not.toHaveBeenCalled();
    rerender(<CodeEntry onCode={onCode} busy />);
    scanAtDocument(CODE);
    expect(onCode).not.toHaveBeenCalled();
  });
});
