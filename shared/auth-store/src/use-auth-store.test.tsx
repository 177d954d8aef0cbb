import { act, render, screen } from '@testing-library/react';
import { authStore } from './auth-store';
import { testUser } from './test-user';
import { useAuthStore } from './use-auth-store';

function Greeting({ testId }: { testId: string }) {
  const user = useAuthStore((state) => state.user);
  return <p data-testid={testId}>{user ? user.first_name : 'signed out'}</p>;
}

it('re-renders every subscribed component on logout at once', () => {
  act(() => authStore.getState().setSession('tok', testUser()));
  render(
    <>
      <Greeting testId="nav" />
      <Greeting testId="page" />
    </>,
  );
  expect(screen.getByTestId('nav')).toHaveTextContent('Anna');
  expect(screen.getByTestId('page')).toHaveTextContent('Anna');

  act(() => authStore.getState().logout());

  expect(screen.getByTestId('nav')).toHaveTextContent('signed out');
  expect(screen.getByTestId('page')).toHaveTextContent('signed out');
});
