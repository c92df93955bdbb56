import { screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { ProfileAvatar } from './ProfileAvatar';

// The contract's childAvatars (shared-ui does not depend on shared-contract).
const AVATARS = ['fox', 'owl', 'cat', 'panda', 'turtle', 'robot', 'rocket', 'dragon'];

/** Characters a device draws only with a colour-emoji font, which showed as empty boxes on some. */
const EMOJI = /\p{Extended_Pictographic}/u;

it('draws every avatar as a picture of its own, with no emoji, in the size asked for', async () => {
  const { container } = renderWithTheme(
    <>
      {AVATARS.map((avatar) => (
        <ProfileAvatar key={avatar} avatar={avatar} size={3} />
      ))}
    </>,
  );
  await waitFor(() => expect(container.querySelectorAll('svg')).toHaveLength(AVATARS.length));
  expect(container.textContent).not.toMatch(EMOJI);
  const drawings = [...container.querySelectorAll('svg')];
  expect(drawings.map((svg) => svg.dataset.avatar)).toEqual(AVATARS);
  expect(new Set(drawings.map((svg) => svg.innerHTML)).size).toBe(AVATARS.length);
  for (const svg of drawings) {
    expect(svg.querySelectorAll('path, circle, ellipse, rect').length).toBeGreaterThan(2);
    expect(svg.parentElement?.style.getPropertyValue('--avatar-size')).toBe('3rem');
  }
});

it('is decorative where the name is written beside it, and named where it stands alone', async () => {
  renderWithTheme(
    <>
      <span>
        <ProfileAvatar avatar="owl" /> Mia
      </span>
      <ProfileAvatar avatar="robot" label="Leo's avatar: robot" />
    </>,
  );
  expect(screen.getAllByRole('img')).toHaveLength(1);
  await waitFor(() => expect(document.querySelectorAll('svg')).toHaveLength(2));
  const named = screen.getByRole('img', { name: "Leo's avatar: robot" });
  expect(named.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByText('Mia').querySelector('[aria-hidden="true"] svg')).toHaveAttribute(
    'data-avatar',
    'owl',
  );
});

it('draws a smiling face for an avatar it does not know, not an empty box', async () => {
  const { container } = renderWithTheme(<ProfileAvatar avatar="unicorn" />);
  await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
  expect(container.querySelector('svg')).toHaveAttribute('data-avatar', 'unknown');
  expect(container.textContent).toBe('');
});
