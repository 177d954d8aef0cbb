import { act, screen } from '@testing-library/react';
import { useCallback, useReducer } from 'react';
import userEvent from '@testing-library/user-event';
import type { KioskSession } from '@venue/api/schemas/kiosk';
import { loadKioskStrings, renderKiosk } from '../../testing/render-kiosk';
import { SESSION_SECONDS, WARNING_SECONDS, initialKioskState, kioskReducer } from './kiosk-state';
import { SessionCountdown } from './session-countdown';

const session: KioskSession = {
  session_token: 's1',
  expires_at: '2030-06-03T08:15:00.000Z',
  source: 'check_in_code',
  player: { first_name: 'Anna' },
  reservations: [],
};

/** The countdown wired to the real reducer, as the page does: what shows is the state's step. */
function Harness() {
  const [state, dispatch] = useReducer(kioskReducer, initialKioskState);
  const onTimeout = useCallback(() => dispatch({ type: 'timed-out', now: Date.now() }), []);
  if (state.step !== 'session') {
    return (
      <button
        type="button"
        onClick={() => dispatch({ type: 'scanned', code: 'x' })}
        onFocus={() => dispatch({ type: 'opened', session, now: Date.now() })}
      >
        {state.step}
      </button>
    );
  }
  return (
    <div>
      <p>{state.session.player.first_name}</p>
      <SessionCountdown
        deadline={state.deadline}
        onMoreTime={() => dispatch({ type: 'more-time', now: Date.now() })}
        onTimeout={onTimeout}
      />
    </div>
  );
}

beforeAll(loadKioskStrings);

beforeEach(() => jest.useFakeTimers({ now: new Date('2030-06-03T08:00:00Z') }));
afterEach(() => jest.useRealTimers());

async function openSession() {
  renderKiosk(<Harness />);
  const idle = screen.getByRole('button', { name: 'idle' });
  act(() => idle.click());
  act(() => screen.getByRole('button', { name: 'opening' }).focus());
  expect(screen.getByText('Anna')).toBeInTheDocument();
}

describe('the session countdown', () => {
  it('counts down, warns before the end, and returns to idle at the end with nothing of the player left', async () => {
    await openSession();
    expect(screen.getByText(`Sesja zakończy się za ${SESSION_SECONDS} s`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime((SESSION_SECONDS - WARNING_SECONDS) * 1000));
    expect(screen.getByRole('alert')).toHaveTextContent('Sesja zaraz się zakończy');
    expect(screen.getByText(`Sesja zakończy się za ${WARNING_SECONDS} s`)).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(WARNING_SECONDS * 1000));
    expect(screen.getByRole('button', { name: 'idle' })).toBeInTheDocument();
    expect(screen.queryByText('Anna')).not.toBeInTheDocument();
  });

  it('gives a full session again on "more time", and the warning goes', async () => {
    await openSession();
    act(() => jest.advanceTimersByTime(50_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Więcej czasu' }));
    expect(screen.getByText(`Sesja zakończy się za ${SESSION_SECONDS} s`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(SESSION_SECONDS * 1000 - 1000));
    expect(screen.getByText('Anna')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'idle' })).toBeInTheDocument();
  });
});
