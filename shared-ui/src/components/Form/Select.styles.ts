import styled from 'styled-components';
import { controlStyles } from './Field.styles';

/* The native arrow is replaced by two gradients drawn in the room on the right. */
export const SelectControl = styled.select`
  ${controlStyles}
  padding-right: 2.5rem;
  appearance: none;
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 1.25rem) 50%,
    calc(100% - 0.9rem) 50%;
  background-size: 0.35rem 0.35rem;
  background-repeat: no-repeat;
`;
