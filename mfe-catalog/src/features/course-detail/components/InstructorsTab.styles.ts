import styled from 'styled-components';
import { FallbackImage, media } from 'shared-ui';

export const Profile = styled.div`
  display: grid;
  grid-template-columns: 160px 1fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${media.below('mobile')} {
    grid-template-columns: 1fr;
  }
`;

export const Portrait = styled(FallbackImage)`
  width: 160px;
  height: 160px;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const Role = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
`;
