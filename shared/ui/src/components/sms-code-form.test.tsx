import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../theme/themes';
import { SmsCodeForm, type SmsCodeFormProps } from './sms-code-form';

const TEXTS: SmsCodeFormProps['texts'] = {
  intro: 'We sent a code to +48 500 600 700.',
  label: 'SMS code',
  hint: '4 digits',
  submit: 'Confirm',
  resend: 'Send again',
  resendIn: (seconds) => `Send again in ${seconds} s.`,
  resent: 'A new code is on its way.',
};

type Overrides = Partial<Omit<SmsCodeFormProps, 'code' | 'onCodeChange'>>;

/** Keeps the code in state, as every caller does, so typing and pasting show up. */
function Harness({ onCode, ...overrides }: Overrides & { readonly onCode?: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <SmsCodeForm
      id="code"
      texts={TEXTS}
      code={code}
      submitting={false}
      resending={false}
      codeResent={false}
      resendAt={0}
      onSubmit={() => undefined}
      onResend={() => undefined}
      onCodeChange={(next) => {
        setCode(next);
        onCode?.(next);
      }}
      {...overrides}
    />
  );
}

function Themed({ children }: { readonly children?: ReactNode }) {
  return <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>;
}

/** Rerenders keep the theme: it is the wrapper, not part of the tree given. */
function renderWithTheme(ui: ReactElement) {
  return render(ui, { wrapper: Themed });
}

function field() {
  return screen.getByRole('textbox', { name: /SMS code/ });
}

describe('SmsCodeForm', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for a one-time code, focused, with the texts the caller gave', () => {
    renderWithTheme(<Harness secondaryAction={<a href="/back">Back</a>} />);
    expect(screen.getByText('We sent a code to +48 500 600 700.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(field()).toHaveAccessibleDescription('4 digits');
    expect(field()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });

  it('drops spaces as they are typed and takes the only code out of a pasted SMS', async () => {
    const onCode = jest.fn();
    renderWithTheme(<Harness onCode={onCode} />);
    await userEvent.type(field(), '1 2');
    expect(field()).toHaveValue('12');
    await userEvent.clear(field());
    fireEvent.paste(field(), { clipboardData: { getData: () => 'Kod logowania: 4321. Ważny 5 minut.' } });
    expect(field()).toHaveValue('4321');
    expect(onCode).toHaveBeenLastCalledWith('4321');
  });

  it('submits on Enter and is read-only while the code is checked', async () => {
    const onSubmit = jest.fn();
    const { rerender } = renderWithTheme(<Harness onSubmit={onSubmit} />);
    await userEvent.type(field(), '1234{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(<Harness onSubmit={onSubmit} submitting />);
    expect(field()).toHaveAttribute('readonly');
  });

  describe('with autoSubmitLength', () => {
    /** Records the code the caller holds when its submit runs, as a flow's reducer would read it. */
    function AutoHarness({ submitted, ...overrides }: Overrides & { readonly submitted: string[] }) {
      const [code, setCode] = useState('');
      return <Harness autoSubmitLength={4} {...overrides} onCode={setCode} onSubmit={() => submitted.push(code)} />;
    }

    it('submits by itself on the 4th typed digit, once, with the code the caller holds', async () => {
      const submitted: string[] = [];
      renderWithTheme(<AutoHarness submitted={submitted} />);
      await userEvent.type(field(), '123');
      expect(submitted).toEqual([]);
      await userEvent.type(field(), '4');
      expect(submitted).toEqual(['1234']);
    });

    it('submits a pasted code at once', () => {
      const submitted: string[] = [];
      renderWithTheme(<AutoHarness submitted={submitted} />);
      fireEvent.paste(field(), { clipboardData: { getData: () => 'Kod logowania: 4321. Ważny 5 minut.' } });
      expect(submitted).toEqual(['4321']);
    });

    it('does not submit during a lockout, and submits a retyped code after a rejected one', async () => {
      const submitted: string[] = [];
      const { rerender } = renderWithTheme(<AutoHarness submitted={submitted} lockedUntil={Date.now() + 60_000} />);
      await userEvent.type(field(), '1111');
      expect(submitted).toEqual([]);
      rerender(<AutoHarness submitted={submitted} fieldError="Wrong code." />);
      await userEvent.clear(field());
      await userEvent.type(field(), '2222');
      expect(submitted).toEqual(['2222']);
    });
  });

  it('leaves the submit to the reader without autoSubmitLength', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<Harness onSubmit={onSubmit} />);
    await userEvent.type(field(), '1234');
    fireEvent.paste(field(), { clipboardData: { getData: () => '4321' } });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts an error about the code on the field and selects it; other errors above the button', () => {
    const { rerender } = renderWithTheme(<Harness />);
    fireEvent.change(field(), { target: { value: '9999' } });
    rerender(<Harness fieldError="Wrong code." />);
    expect(field()).toHaveAccessibleDescription(expect.stringContaining('Wrong code.'));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect((field() as HTMLInputElement).selectionStart).toBe(0);
    expect((field() as HTMLInputElement).selectionEnd).toBe(4);

    rerender(<Harness formError={{ text: 'The service is busy.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The service is busy.');
    expect(field()).not.toHaveAccessibleDescription(expect.stringContaining('busy'));
  });

  it('counts the resend wait down, then offers the resend, and says a new code went out', async () => {
    jest.useFakeTimers({ now: new Date('2030-06-03T10:00:00.000Z') });
    const onResend = jest.fn();
    const resendAt = Date.now() + 2_000;
    const { rerender } = renderWithTheme(<Harness resendAt={resendAt} onResend={onResend} />);
    expect(screen.getByText('Send again in 2 s.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2_000));
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(onResend).toHaveBeenCalledTimes(1);

    rerender(<Harness resendAt={resendAt} resending />);
    screen.getByRole('button', { name: 'Send again' }).focus();
    rerender(<Harness resendAt={Date.now() + 60_000} codeResent />);
    expect(screen.getByText('A new code is on its way.')).toBeInTheDocument();
    expect(field()).toHaveFocus();
  });

  it('refuses to submit during a lockout, announces its countdown once, and says when it is over', () => {
    jest.useFakeTimers({ now: new Date('2030-06-03T10:00:00.000Z') });
    const onLockoutEnd = jest.fn();
    const until = Date.now() + 2_000;
    const { rerender } = renderWithTheme(
      <Harness lockedUntil={until} onLockoutEnd={onLockoutEnd} formError={{ text: 'Try again in 2 s.', countdownTo: until }} />,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    rerender(<Harness lockedUntil={until} onLockoutEnd={onLockoutEnd} formError={{ text: 'Try again in 1 s.', countdownTo: until }} />);
    expect(screen.getByText('Try again in 1 s.')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('alert')).toContainElement(screen.getByText('Try again in 2 s.'));
    expect(onLockoutEnd).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(onLockoutEnd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});
