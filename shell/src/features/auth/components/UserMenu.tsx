import { useEffect, useId, useRef, useState } from 'react';
import {
  bus,
  selectActiveChildProfile,
  selectEnrollmentCount,
  selectIsLoggedIn,
  selectUserInfo,
  useAppSelector,
} from 'shared-events';
import { ProfileAvatar, VisuallyHidden } from 'shared-ui';
import { initialsOf } from '../model/initials';
import { useParentCheck } from '../model/parentCheck';
import { useAuthActions } from '../model/useAuthActions';
import { ProfileSwitcher } from './ProfileSwitcher';
import {
  Avatar,
  Badge,
  Email,
  Greeting,
  Identity,
  ItemButton,
  ItemLink,
  Items,
  Panel,
  Root,
  RoundButton,
} from './UserMenu.styles';

function UserIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * The header's user button: a user icon opening the sign-in modal, or the initials (a child profile's avatar)
 * opening the user menu with the profile switcher. A child profile sees no e-mail and no parent-only page.
 */
export function UserMenu() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUserInfo);
  const count = useAppSelector(selectEnrollmentCount);
  const child = useAppSelector(selectActiveChildProfile);
  const { signOut } = useAuthActions();
  const { asParent } = useParentCheck();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      // The parent check opened from the menu is a dialog over it: working in it keeps the menu.
      if ((event.target as Element).closest?.('[role="dialog"]')) return;
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  if (!isLoggedIn || !user) {
    return (
      <RoundButton type="button" onClick={() => bus.publish('auth:sign-in-requested', {})}>
        <UserIcon />
        <VisuallyHidden>Sign In</VisuallyHidden>
      </RoundButton>
    );
  }

  const { name, email } = user.attributes;
  const initials = initialsOf(name, email);
  const close = () => setOpen(false);
  const shownName = child ? child.name : name || email;

  return (
    <Root
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        close();
        buttonRef.current?.focus();
      }}
    >
      <RoundButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {child ? (
          <ProfileAvatar avatar={child.avatar} size={2.25} />
        ) : (
          <span aria-hidden="true">{initials}</span>
        )}
        <VisuallyHidden>Account menu for {shownName}</VisuallyHidden>
      </RoundButton>
      {open && (
        <Panel id={panelId}>
          <Identity>
            {child ? <ProfileAvatar avatar={child.avatar} /> : <Avatar aria-hidden="true">{initials}</Avatar>}
            <div>
              <Greeting>Hi, {shownName}!</Greeting>
              {!child && <Email>{email}</Email>}
            </div>
          </Identity>
          <ProfileSwitcher parentName={name || email} parentInitials={initials} onDone={close} />
          <nav aria-label="Account">
            <Items>
              <li>
                <ItemLink to="/my-courses" onClick={close}>
                  My Courses
                  <Badge aria-label={`${count} enrolled`}>{count}</Badge>
                </ItemLink>
              </li>
              {!child && (
                <>
                  <li>
                    <ItemLink to="/my-profile" onClick={close}>
                      My Profile
                    </ItemLink>
                  </li>
                  <li>
                    <ItemLink to="/family" onClick={close}>
                      Family
                    </ItemLink>
                  </li>
                </>
              )}
              <li>
                <ItemButton
                  type="button"
                  onClick={() =>
                    // Sign-out ends the account's every session, the parent's too: a child asks the parent first,
                    // over the menu (cancelling the check leaves focus on Sign Out).
                    asParent(() => {
                      close();
                      void signOut();
                    })
                  }
                >
                  Sign Out
                </ItemButton>
              </li>
            </Items>
          </nav>
        </Panel>
      )}
    </Root>
  );
}
