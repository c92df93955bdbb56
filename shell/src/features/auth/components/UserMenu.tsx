import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  bus,
  selectActiveChildProfile,
  selectEnrollmentCount,
  selectIsLoggedIn,
  selectUserInfo,
  useAppSelector,
} from 'shared-platform';
import { ProfileAvatar, VisuallyHidden } from 'shared-ui';
import { initialsOf } from '../model/initials';
import { useAuthActions } from '../model/useAuthActions';
import { ProfileSwitcher } from './ProfileSwitcher';

const Root = styled.div`
  position: relative;
`;

const RoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  cursor: pointer;
  &[aria-expanded='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 16rem;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Greeting = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Email = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Items = styled.ul`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const itemStyles = `
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  min-height: 2.5rem;
  padding: 0 0.5rem;
  border: 0;
  border-radius: 0.5rem;
  background: none;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const ItemLink = styled(Link)`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const ItemButton = styled.button`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Badge = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  text-align: center;
`;

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
                  onClick={() => {
                    close();
                    void signOut();
                  }}
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
