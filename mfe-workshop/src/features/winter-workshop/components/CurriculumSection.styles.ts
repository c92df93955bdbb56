import styled from 'styled-components';

export const ChapterButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 0;
  background: transparent;
  color: inherit;
  text-align: left;

  & > span:first-child {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }

  & > span:last-child {
    margin-top: auto;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
`;

export const Subjects = styled.ul`
  margin-top: ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.lg};
`;
