import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { notArrived } from 'shared-ui';
import { StandInScreen } from './StandInScreen';

export const PLAYER_FAILED_MESSAGE = notArrived('The video player');

// A light screen: the message and its button keep the page's colours and contrast. Nothing is clipped: on a
// narrow phone or with larger text the area grows past 16:9 to hold them.
const Screen = styled(StandInScreen)`
  ${({ theme }) => css`
    overflow: visible;
    display: grid;
    place-items: center;
    padding: ${theme.space.md};
    border: 2px dashed ${theme.colors.borderStrong};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  `}
`;

/** The video area when the player's code did not arrive: its message and Try again, the area's size kept. */
export function PlayerFailed({ lessonName, children }: { lessonName: string; children: ReactNode }) {
  return <Screen lessonName={lessonName}>{children}</Screen>;
}
