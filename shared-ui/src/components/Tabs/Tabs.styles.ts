import styled from 'styled-components';

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
`;

export const Tab = styled.button`
  margin-bottom: -2px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weights.bold};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const TabPanel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
`;
