import { act, screen } from '@testing-library/react';
import { useAppSelector } from '../store/hooks';
import { selectIsLoggedIn, setUser } from '../session/userSlice';
import { renderWithStore } from './renderWithStore';

function SignedInBadge() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return <p>{isLoggedIn ? 'Signed in' : 'Signed out'}</p>;
}

it('renders with the app store and follows dispatched actions', () => {
  const { store } = renderWithStore(<SignedInBadge />);
  expect(screen.getByText('Signed out')).toBeInTheDocument();

  act(() => {
    store.dispatch(setUser({ userId: 'u-1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
  });
  expect(screen.getByText('Signed in')).toBeInTheDocument();
});
