import styled, { css } from 'styled-components';
import { media } from 'shared-ui';
import type { CourseCardLayout } from './CourseCard';

export const List = styled.ul<{ $layout: CourseCardLayout }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  ${({ $layout }) =>
    $layout === 'grid'
      ? css`
          grid-template-columns: repeat(3, minmax(0, 1fr));

          ${media.below('large')} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }

          ${media.below('mobile')} {
            grid-template-columns: minmax(0, 1fr);
          }
        `
      : css`
          grid-template-columns: minmax(0, 1fr);
        `}
`;
