import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Button } from '../shell-kit';
import { ConfirmQuestion, useReturnFocus } from './confirm-question';

function Harness({ onConfirm, pending = false, error }: { onConfirm: () => void; pending?: boolean; error?: string }) {
  const [open, setOpen] = useState(false);
  const { openerRef, returnFocus } = useReturnFocus();
  if (!open) {
    return (
      <Button ref={openerRef} onClick={() => setOpen(true)}>
        Usuń
      </Button>
    );
  }
  return (
    <ConfirmQuestion
      id="delete"
      question="Usunąć?"
      confirmLabel="Tak, usuń"
      keepLabel="Nie usuwaj"
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      onKeep={() => {
        setOpen(false);
        returnFocus();
      }}
    >
      <p>Tego nie da się cofnąć.</p>
    </ConfirmQuestion>
  );
}

describe('ConfirmQuestion', () => {
  it('is a region named by its question, focused when it opens, with the consequence and both answers', async () => {
    const onConfirm = jest.fn();
    renderWithTheme(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    const region = screen.getByRole('region', { name: 'Usunąć?' });
    expect(region).toHaveTextContent('Tego nie da się cofnąć.');
    expect(screen.getByRole('heading', { level: 3, name: 'Usunąć?' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Tak, usuń' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps on Escape and on "keep", giving focus back to the opener', async () => {
    renderWithTheme(<Harness onConfirm={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usuń' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nie usuwaj' }));
    expect(screen.getByRole('button', { name: 'Usuń' })).toHaveFocus();
  });

  it('shows why it failed and ignores Escape while the action is under way', async () => {
    renderWithTheme(<Harness onConfirm={jest.fn()} pending error="Za późno" />);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Za późno');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Usunąć?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nie usuwaj' })).toBeDisabled();
  });
});
