import type { Enrollment } from 'shared-contract';
import { profileData } from '../testing/fixtures';
import {
  addCompletedStep,
  clearUser,
  closeModal,
  enrollmentsFailed,
  enrollmentsLoading,
  failedLogin,
  initialUserState,
  newsletterSignUpFailed,
  newsletterSignUpStarted,
  newsletterConfirmationSent,
  newsletterSignUpSucceeded,
  openModal,
  profileUpdateFailed,
  profileUpdateStarted,
  profileUpdateSucceeded,
  selectEnrollmentCount,
  selectIsEnrolled,
  selectIsLoggedIn,
  selectUserId,
  setDynamoData,
  setEnrollments,
  setModalMessage,
  setUser,
  startLogin,
  toggleConfirmSignUp,
  toggleModal,
  toggleNewsletter,
  toggleSignInForm,
  userSlice,
  type UserState,
} from './userSlice';

const reduce = userSlice.reducer;
const ada = { userId: 'u-1', attributes: { email: 'ada@example.com', name: 'Ada Lovelace' } };
const enrollment = (courseId: number, lessonIds: number[] = []): Enrollment => ({
  CourseID: courseId,
  EnrolledAt: '2024-04-13T10:00:00.000Z',
  Source: 'payment',
  CompletedSteps: lessonIds.map((id) => ({ LessonID: id, CompletedAt: '2024-04-14T10:00:00.000Z' })),
});
const profile = profileData();

function state(overrides: Partial<UserState>): UserState {
  return { ...initialUserState, ...overrides };
}

describe('user session transitions', () => {
  it('startLogin sets loading and clears the login error', () => {
    const next = reduce(state({ loginError: 'Incorrect username or password.' }), startLogin());
    expect(next).toMatchObject({ loading: true, loginError: null });
  });

  it('failedLogin stores the error and clears loading', () => {
    const next = reduce(state({ loading: true }), failedLogin('Incorrect username or password.'));
    expect(next).toMatchObject({ loading: false, loginError: 'Incorrect username or password.' });
  });

  it('setUser marks logged in, closes the modal, clears loading and error', () => {
    const next = reduce(state({ isModalOpen: true, loading: true, loginError: 'old' }), setUser(ada));
    expect(next).toMatchObject({
      userInfo: ada,
      isLoggedIn: true,
      isModalOpen: false,
      loading: false,
      loginError: null,
    });
    expect(selectIsLoggedIn({ user: next })).toBe(true);
    expect(selectUserId({ user: next })).toBe('u-1');
  });

  it('clearUser logs out and empties enrollments and confirm-sign-up', () => {
    const signedIn = state({
      userInfo: ada,
      isLoggedIn: true,
      dynamoData: profile,
      enrollments: [enrollment(5)],
      confirmSignUp: true,
      email: 'ada@example.com',
    });
    const next = reduce(signedIn, clearUser());
    expect(next).toMatchObject({
      userInfo: null,
      dynamoData: null,
      isLoggedIn: false,
      enrollments: [],
      confirmSignUp: false,
      email: '',
    });
  });

  it('toggleModal flips the modal and clears the message; closing also resets loading', () => {
    const opened = reduce(state({ modalMessage: 'stale', loading: true }), toggleModal());
    expect(opened).toMatchObject({ isModalOpen: true, modalMessage: '', loading: true });

    const closed = reduce(
      { ...opened, modalMessage: 'Please login to enroll in this course.' },
      toggleModal(),
    );
    expect(closed).toMatchObject({ isModalOpen: false, modalMessage: '', loading: false });
  });

  it('openModal shows a message and stays open when requested twice; closeModal resets', () => {
    const once = reduce(initialUserState, openModal('Please login to enroll in this course.'));
    const twice = reduce(once, openModal('Please login to enroll in this course.'));
    expect(twice).toMatchObject({
      isModalOpen: true,
      modalMessage: 'Please login to enroll in this course.',
    });
    expect(reduce({ ...twice, loading: true }, closeModal())).toMatchObject({
      isModalOpen: false,
      modalMessage: '',
      loading: false,
    });
  });

  it('setModalMessage sets the message shown in the modal', () => {
    expect(reduce(initialUserState, setModalMessage('Hello')).modalMessage).toBe('Hello');
  });

  it('toggleSignInForm switches between sign-in and sign-up', () => {
    const signUp = reduce(initialUserState, toggleSignInForm());
    expect(signUp.signInForm).toBe(false);
    expect(reduce(signUp, toggleSignInForm()).signInForm).toBe(true);
  });

  it("toggleSignInForm clears the other form's error", () => {
    const failed = reduce(initialUserState, failedLogin('Incorrect username or password.'));
    expect(reduce(failed, toggleSignInForm()).loginError).toBeNull();
  });

  it('toggleConfirmSignUp flips the confirmation step and stores the email', () => {
    const next = reduce(initialUserState, toggleConfirmSignUp('new@example.com'));
    expect(next).toMatchObject({ confirmSignUp: true, email: 'new@example.com' });
    expect(reduce(next, toggleConfirmSignUp('new@example.com')).confirmSignUp).toBe(false);
  });
});

describe('enrollments', () => {
  it('tracks the fetch status and stores the enrollments', () => {
    const loading = reduce(initialUserState, enrollmentsLoading());
    expect(loading.enrollmentsStatus).toBe('loading');
    const loaded = reduce(loading, setEnrollments([enrollment(1), enrollment(5)]));
    expect(loaded.enrollmentsStatus).toBe('succeeded');
    expect(selectEnrollmentCount({ user: loaded })).toBe(2);
    expect(selectIsEnrolled({ user: loaded }, 5)).toBe(true);
    expect(selectIsEnrolled({ user: loaded }, 3)).toBe(false);
  });

  it('stores the message when a fetch or completion fails', () => {
    const next = reduce(initialUserState, enrollmentsFailed('Failed to fetch user enrollments'));
    expect(next).toMatchObject({
      enrollmentsStatus: 'failed',
      enrollmentsError: 'Failed to fetch user enrollments',
    });
  });

  it('adds a completed step to the matching enrollment only when not already listed', () => {
    const base = state({ enrollments: [enrollment(1, [1]), enrollment(5)] });
    const step = { LessonID: 2, CompletedAt: '2024-04-15T10:00:00.000Z' };
    const added = reduce(base, addCompletedStep({ courseId: 1, step }));
    expect(added.enrollments[0]?.CompletedSteps.map((s) => s.LessonID)).toEqual([1, 2]);
    expect(added.enrollments[1]?.CompletedSteps).toEqual([]);

    const again = reduce(added, addCompletedStep({ courseId: 1, step: { ...step, CompletedAt: 'later' } }));
    expect(again).toBe(added);
  });
});

describe('profile update', () => {
  it('pending sets updating and clears the previous updated flag and error', () => {
    const before = state({ profileUpdate: { updating: false, updated: true, error: 'old' } });
    expect(reduce(before, profileUpdateStarted()).profileUpdate).toEqual({
      updating: true,
      updated: false,
      error: null,
    });
  });

  it('success copies the edited fields into the profile record and sets updated', () => {
    const withProfile = reduce(initialUserState, setDynamoData(profile));
    const changes = {
      firstName: 'Augusta',
      lastName: 'King',
      userName: 'countess',
      publicProfile: true,
      LFG: true,
    };
    const next = reduce(withProfile, profileUpdateSucceeded(changes));
    expect(next.dynamoData).toEqual({ ...profile, ...changes });
    expect(next.profileUpdate).toEqual({ updating: false, updated: true, error: null });
  });

  it('failure stores the error', () => {
    const next = reduce(
      initialUserState,
      profileUpdateFailed('Failed to update user profile, status code: 500'),
    );
    expect(next.profileUpdate.error).toBe('Failed to update user profile, status code: 500');
  });
});

describe('newsletter', () => {
  it('pending sets loading; an accepted sign-up waits for its confirmation, whose success sets signed-up', () => {
    const pending = reduce(initialUserState, newsletterSignUpStarted());
    expect(pending.newsletter.loading).toBe(true);
    const sent = reduce(pending, newsletterConfirmationSent('ada@example.com'));
    expect(sent.newsletter).toMatchObject({
      loading: false,
      signedUp: false,
      confirmationSent: true,
      email: 'ada@example.com',
    });
    const done = reduce(sent, newsletterSignUpSucceeded('ada@example.com'));
    expect(done.newsletter).toMatchObject({
      loading: false,
      signedUp: true,
      confirmationSent: false,
      email: 'ada@example.com',
    });
  });

  it('failure stores the message', () => {
    const pending = reduce(initialUserState, newsletterSignUpStarted());
    const failed = reduce(pending, newsletterSignUpFailed('Failed to subscribe to newsletter'));
    expect(failed.newsletter).toMatchObject({
      loading: false,
      signedUp: false,
      message: 'Failed to subscribe to newsletter',
    });
  });

  it('opening or closing the unit turns the first-time flag off for good', () => {
    const opened = reduce(initialUserState, toggleNewsletter());
    expect(opened.newsletter).toMatchObject({ isOpen: true, isFirstTime: false });
    expect(reduce(opened, toggleNewsletter()).newsletter).toMatchObject({
      isOpen: false,
      isFirstTime: false,
    });
  });
});
