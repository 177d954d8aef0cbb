import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadKioskStrings, renderKiosk } from '../../testing/render-kiosk';
import { CodeEntry } from './code-entry';

const CODE = 'ci1.eyJ1IjoxLCJ2IjoxfQ.c2lnbmF0dXJl';

beforeAll(loadKioskStrings);

/** A key pressed at `pressedAt` ms (jsdom stamps events with the real clock, so the test sets it). */
function keyPressedAt(key: string, pressedAt: number): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true });
  Object.defineProperty(event, 'timeStamp', { value: pressedAt });
  return event;
}

let clock = 1_000;

/** Keys as a wedge scanner sends them: one after another within milliseconds, then Enter. */
function scanAtDocument(text: string, gapMs = 5) {
  for (const key of [...text, 'Enter']) {
    clock += gapMs;
    fireEvent(document.body, keyPressedAt(key, clock));
  }
  clock += 1_000;
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

  it('times the keys by when they were pressed, so a burst the page handles late is still one code', () => {
    const onCode = jest.fn();
    renderKiosk(<CodeEntry onCode={onCode} busy={false} />);
    screen.getByLabelText('Kod meldunku lub rezerwacji').blur();
    const pressed = [...CODE, 'Enter'].map((key) => {
      clock += 5;
      return keyPressedAt(key, clock);
    });
    // The page was busy: the handler gets to each queued key a slow 200 ms after the last.
    let handledAt = clock;
    const now = jest.spyOn(Date, 'now').mockImplementation(() => (handledAt += 200));
    for (const event of pressed) document.body.dispatchEvent(event);
    now.mockRestore();
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
