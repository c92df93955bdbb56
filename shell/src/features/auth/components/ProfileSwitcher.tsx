import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  selectActiveChildProfile,
  selectFamilyProfiles,
  useAppSelector,
  useGetFamilyQuery,
} from 'shared-platform';
import { ProfileAvatar } from 'shared-ui';
import { useParentCheck } from '../model/parentCheck';

const Section = styled.section`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: 0 0.5rem;
  border: 0;
  border-radius: 0.5rem;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[aria-current='true'] {
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const ParentBadge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const AddLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 0.5rem;
`;

export interface ProfileSwitcherProps {
  parentName: string;
  parentInitials: string;
  /** Closes the menu once the learner changed or a link was followed. */
  onDone: () => void;
}

/**
 * Who learns on this device: the parent and each child profile. The list is read while the parent is active
 * and kept, so a child still sees it; leaving a child profile goes through the parent check.
 */
export function ProfileSwitcher({ parentName, parentInitials, onDone }: ProfileSwitcherProps) {
  const active = useAppSelector(selectActiveChildProfile);
  const children = useAppSelector(selectFamilyProfiles);
  const { switchTo } = useParentCheck();
  useGetFamilyQuery(undefined, { skip: active !== null });

  if (active === null && children.length === 0)
    return (
      <Section aria-label="Family">
        <AddLink to="/family" onClick={onDone} data-testid="add-child-profile">
          Add a child profile
        </AddLink>
      </Section>
    );

  const choose = (target: (typeof children)[number] | null) => {
    switchTo(target && { profileId: target.profileId, name: target.name, avatar: target.avatar });
    if (active === null) onDone();
  };

  return (
    <Section aria-labelledby="profile-switcher-heading">
      <Heading id="profile-switcher-heading">Who is learning?</Heading>
      <List data-testid="profile-switcher">
        <li>
          <Choice type="button" aria-current={active === null} onClick={() => choose(null)}>
            <ParentBadge aria-hidden="true">{parentInitials}</ParentBadge>
            {parentName} (parent)
          </Choice>
        </li>
        {children.map((child) => (
          <li key={child.profileId}>
            <Choice
              type="button"
              aria-current={active?.profileId === child.profileId}
              onClick={() => choose(child)}
            >
              <ProfileAvatar avatar={child.avatar} size={2} />
              {child.name}
            </Choice>
          </li>
        ))}
      </List>
    </Section>
  );
}
