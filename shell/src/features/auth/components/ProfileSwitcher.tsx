import { Link } from 'react-router-dom';
import {
  selectActiveChildProfile,
  selectFamilyProfiles,
  useAppSelector,
  useGetFamilyQuery,
} from 'shared-events';
import { ProfileAvatar } from 'shared-ui';
import { useParentCheck } from '../model/parentCheck';
import styles from './ProfileSwitcher.module.css';

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
      <section className={styles.section} aria-label="Family">
        <Link className={styles.addLink} to="/family" onClick={onDone} data-testid="add-child-profile">
          Add a child profile
        </Link>
      </section>
    );

  const choose = (target: (typeof children)[number] | null) => {
    switchTo(target && { profileId: target.profileId, name: target.name, avatar: target.avatar });
    if (active === null) onDone();
  };

  return (
    <section className={styles.section} aria-labelledby="profile-switcher-heading">
      <h2 className={styles.heading} id="profile-switcher-heading">
        Who is learning?
      </h2>
      <ul className={styles.list} data-testid="profile-switcher">
        <li>
          <button
            className={styles.choice}
            type="button"
            aria-current={active === null}
            onClick={() => choose(null)}
          >
            <span className={styles.parentBadge} aria-hidden="true">
              {parentInitials}
            </span>
            {parentName} (parent)
          </button>
        </li>
        {children.map((child) => (
          <li key={child.profileId}>
            <button
              className={styles.choice}
              type="button"
              aria-current={active?.profileId === child.profileId}
              onClick={() => choose(child)}
            >
              <ProfileAvatar avatar={child.avatar} size={2} />
              {child.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
