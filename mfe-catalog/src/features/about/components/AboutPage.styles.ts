import styled from 'styled-components';
import { FallbackImage, media } from 'shared-ui';

export const Intro = styled.section`
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  margin: ${({ theme }) => theme.space.xxl} 0;

  ${media.below('nav')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Portrait = styled(FallbackImage)`
  width: 280px;
  max-width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

export const VideoButton = styled.button`
  position: relative;
  display: block;
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: none;

  img {
    width: 100%;
    height: auto;
  }
`;

export const Certificates = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  ${media.below('nav')} {
    grid-template-columns: minmax(0, 1fr);
  }

  img {
    width: 100%;
    height: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  figcaption {
    margin-top: ${({ theme }) => theme.space.xs};
    text-align: center;
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
`;

export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xxl};

  h2 {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;
