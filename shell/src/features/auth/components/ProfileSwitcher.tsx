import {
  selectActiveChildProfile,
  selectFamilyProfiles,
  useAppSelector,
  useGetLearnerProfilesQuery,
} from 'shared-events';
import { ProfileAvatar } from 'shared-ui';
import { useParentCheck } from '../model/parentCheck';
import { AddLink, Choice, ChoiceList, Heading, ParentBadge, Section } from './ProfileSwitcher.styles';

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
  useGetLearnerProfilesQuery(undefined, { skip: active !== null });

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
      <ChoiceList data-testid="profile-switcher">
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
      </ChoiceList>
    </Section>
  );
}
