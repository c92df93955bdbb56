import styled from 'styled-components';
import { Card, media } from 'shared-ui';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: 20rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
  padding-top: ${({ theme }) => theme.space.lg};

  ${media.below('large')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Intro = styled.div`
  padding-top: ${({ theme }) => theme.space.xl};
`;

/** shared-ui's Card (rendered with `forwardedAs`, which Card takes as its `as`). */
export const Details = styled(Card)`
  gap: ${({ theme }) => theme.space.lg};

  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }

  address {
    font-style: normal;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const Socials = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
