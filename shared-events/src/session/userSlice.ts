import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChildAvatar, CompletedStep, Enrollment, ProfileData } from 'shared-contract';
import type { FetchStatus } from '../api/fetchStatus';

/** The signed-in user as the identity provider describes them. */
export interface UserInfo {
  userId: string;
  attributes: { email: string; name: string; picture?: string };
}

export interface NewsletterState {
  loading: boolean;
  /** The address is confirmed (its e-mailed link was followed): the code shows. */
  signedUp: boolean;
  /** The sign-up was accepted and a confirmation link mailed to `email`; the code comes once it is followed. */
  confirmationSent: boolean;
  email: string;
  /** The server's error text, shown under the form. */
  message: string;
  /** Whether the sign-up unit is open. */
  isOpen: boolean;
  /** True until the unit has been shown once (opened or dismissed), so the delayed first display happens once. */
  isFirstTime: boolean;
}

/** The child profile learning on this device; null while the parent (the account holder) is. */
export interface ActiveChildProfile {
  profileId: string;
  name: string;
  avatar: ChildAvatar;
}

export interface ProfileUpdateState {
  updating: boolean;
  updated: boolean;
  error: string | null;
}

export type ProfileChanges = Pick<
  ProfileData,
  'firstName' | 'lastName' | 'userName' | 'publicProfile' | 'LFG'
>;

export interface UserState {
  userInfo: UserInfo | null;
  /** The profile record returned by POST /user/data. */
  dynamoData: ProfileData | null;
  isLoggedIn: boolean;
  /** The address waiting for sign-up confirmation. */
  email: string;
  enrollments: Enrollment[];
  enrollmentsStatus: FetchStatus;
  enrollmentsError: string | null;
  /** A sign-in, sign-up or hosted sign-in is in flight. */
  loading: boolean;
  loginError: string | null;
  modalMessage: string;
  confirmSignUp: boolean;
  isModalOpen: boolean;
  /** true shows the sign-in form, false the sign-up form. */
  signInForm: boolean;
  profileUpdate: ProfileUpdateState;
  newsletter: NewsletterState;
  /** Who learns on this device: a child profile, or null for the parent. Sent with every API call. */
  activeChildProfile: ActiveChildProfile | null;
  /** The family's child profiles as last read, so the switcher still lists them in child mode. */
  familyProfiles: ActiveChildProfile[];
}

export const initialUserState: UserState = {
  userInfo: null,
  dynamoData: null,
  isLoggedIn: false,
  email: '',
  enrollments: [],
  enrollmentsStatus: 'idle',
  enrollmentsError: null,
  loading: false,
  loginError: null,
  modalMessage: '',
  confirmSignUp: false,
  isModalOpen: false,
  signInForm: true,
  profileUpdate: { updating: false, updated: false, error: null },
  newsletter: {
    loading: false,
    signedUp: false,
    confirmationSent: false,
    email: '',
    message: '',
    isOpen: false,
    isFirstTime: true,
  },
  activeChildProfile: null,
  familyProfiles: [],
};

/**
 * Kept for the current page only: restored, an in-flight flag or an open modal outlives the request that set
 * it (e.g. after 'Continue with Google' and the browser's Back button, a spinner that never stops).
 */
export const transientUserFields = [
  'loading',
  'loginError',
  'modalMessage',
  'isModalOpen',
  'profileUpdate',
  'newsletter.loading',
] as const satisfies readonly (keyof UserState | `newsletter.${keyof NewsletterState}`)[];

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    startLogin(state) {
      state.loading = true;
      state.loginError = null;
    },
    /** Sign-in, sign-up and confirmation failures: the identity service's message. */
    failedLogin(state, action: PayloadAction<string>) {
      state.loginError = action.payload;
      state.loading = false;
    },
    setLoading(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    setUser(state, action: PayloadAction<UserInfo>) {
      // Another account on this device: the previous account's children are not this one's.
      if (state.userInfo?.userId !== action.payload.userId) {
        state.activeChildProfile = null;
        state.familyProfiles = [];
      }
      state.userInfo = action.payload;
      state.isLoggedIn = true;
      state.isModalOpen = false;
      state.loading = false;
      state.loginError = null;
    },
    clearUser(state) {
      state.userInfo = null;
      state.dynamoData = null;
      state.isLoggedIn = false;
      state.email = '';
      state.enrollments = [];
      state.enrollmentsStatus = 'idle';
      state.enrollmentsError = null;
      state.confirmSignUp = false;
      state.profileUpdate = initialUserState.profileUpdate;
      state.activeChildProfile = null;
      state.familyProfiles = [];
    },
    /** A child profile learns on this device from now on; null hands the device back to the parent. */
    setActiveChildProfile(state, action: PayloadAction<ActiveChildProfile | null>) {
      state.activeChildProfile = action.payload;
    },
    /** The family's profiles as last read; a removed child that was active hands the device to the parent. */
    setFamilyProfiles(state, action: PayloadAction<ActiveChildProfile[]>) {
      state.familyProfiles = action.payload;
      const active = state.activeChildProfile;
      if (active && !action.payload.some((profile) => profile.profileId === active.profileId))
        state.activeChildProfile = null;
    },
    toggleModal(state) {
      state.isModalOpen = !state.isModalOpen;
      state.modalMessage = '';
      if (!state.isModalOpen) state.loading = false;
    },
    /** Opens the modal (not a toggle, so a repeated request keeps it open), e.g. for 'auth:sign-in-requested'. */
    openModal(state, action: PayloadAction<string | undefined>) {
      state.isModalOpen = true;
      state.modalMessage = action.payload ?? '';
    },
    closeModal(state) {
      state.isModalOpen = false;
      state.modalMessage = '';
      state.loading = false;
      // A failed attempt belongs to that visit of the dialog: opened again, it starts clean.
      state.loginError = null;
    },
    toggleSignInForm(state) {
      state.signInForm = !state.signInForm;
      // An error belongs to the form that produced it; the other form starts clean.
      state.loginError = null;
    },
    toggleConfirmSignUp(state, action: PayloadAction<string>) {
      state.confirmSignUp = !state.confirmSignUp;
      state.email = action.payload;
    },
    setModalMessage(state, action: PayloadAction<string>) {
      state.modalMessage = action.payload;
    },
    setDynamoData(state, action: PayloadAction<ProfileData>) {
      state.dynamoData = action.payload;
    },
    enrollmentsLoading(state) {
      state.enrollmentsStatus = 'loading';
      state.enrollmentsError = null;
    },
    setEnrollments(state, action: PayloadAction<Enrollment[]>) {
      state.enrollments = action.payload;
      state.enrollmentsStatus = 'succeeded';
      state.enrollmentsError = null;
    },
    /** Fetching enrollments or completing a lesson failed. */
    enrollmentsFailed(state, action: PayloadAction<string>) {
      state.enrollmentsStatus = 'failed';
      state.enrollmentsError = action.payload;
    },
    /** A verified lesson completion: add the step to its enrollment unless it is already listed. */
    addCompletedStep(state, action: PayloadAction<{ courseId: number; step: CompletedStep }>) {
      const enrollment = state.enrollments.find((entry) => entry.CourseID === action.payload.courseId);
      if (!enrollment) return;
      if (enrollment.CompletedSteps.some((step) => step.LessonID === action.payload.step.LessonID)) return;
      enrollment.CompletedSteps.push(action.payload.step);
    },
    profileUpdateStarted(state) {
      state.profileUpdate = { updating: true, updated: false, error: null };
    },
    profileUpdateSucceeded(state, action: PayloadAction<ProfileChanges>) {
      if (state.dynamoData) Object.assign(state.dynamoData, action.payload);
      state.profileUpdate = { updating: false, updated: true, error: null };
    },
    profileUpdateFailed(state, action: PayloadAction<string>) {
      state.profileUpdate = { updating: false, updated: false, error: action.payload };
    },
    newsletterSignUpStarted(state) {
      state.newsletter.loading = true;
      state.newsletter.message = '';
    },
    /** The address is now waiting for its e-mailed confirmation link to be followed. */
    newsletterConfirmationSent(state, action: PayloadAction<string>) {
      state.newsletter.confirmationSent = true;
      state.newsletter.email = action.payload;
      state.newsletter.loading = false;
    },
    /** The confirmation link was followed: signed up, the code shows. */
    newsletterSignUpSucceeded(state, action: PayloadAction<string>) {
      state.newsletter.signedUp = true;
      state.newsletter.confirmationSent = false;
      state.newsletter.email = action.payload;
      state.newsletter.loading = false;
      state.newsletter.message = '';
    },
    newsletterSignUpFailed(state, action: PayloadAction<string>) {
      state.newsletter.message = action.payload;
      state.newsletter.loading = false;
    },
    toggleNewsletter(state) {
      state.newsletter.isOpen = !state.newsletter.isOpen;
      state.newsletter.isFirstTime = false;
    },
  },
  selectors: {
    selectUser: (state) => state,
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectUserInfo: (state) => state.userInfo,
    selectUserId: (state) => state.userInfo?.userId ?? null,
    selectProfileData: (state) => state.dynamoData,
    selectEnrollments: (state) => state.enrollments,
    selectEnrollmentsStatus: (state) => state.enrollmentsStatus,
    selectEnrollmentsError: (state) => state.enrollmentsError,
    selectEnrollmentCount: (state) => state.enrollments.length,
    selectIsEnrolled: (state, courseId: number) =>
      state.enrollments.some((entry) => entry.CourseID === courseId),
    selectUserLoading: (state) => state.loading,
    selectLoginError: (state) => state.loginError,
    selectModalMessage: (state) => state.modalMessage,
    selectIsModalOpen: (state) => state.isModalOpen,
    selectSignInForm: (state) => state.signInForm,
    selectConfirmSignUp: (state) => state.confirmSignUp,
    selectConfirmSignUpEmail: (state) => state.email,
    selectProfileUpdate: (state) => state.profileUpdate,
    selectNewsletter: (state) => state.newsletter,
    selectActiveChildProfile: (state) => state.activeChildProfile,
    isChildProfileActive: (state) => state.activeChildProfile !== null,
    selectFamilyProfiles: (state) => state.familyProfiles,
  },
});

export const userActions = userSlice.actions;
export const {
  startLogin,
  failedLogin,
  setLoading,
  setUser,
  clearUser,
  toggleModal,
  openModal,
  closeModal,
  toggleSignInForm,
  toggleConfirmSignUp,
  setModalMessage,
  setDynamoData,
  enrollmentsLoading,
  setEnrollments,
  enrollmentsFailed,
  addCompletedStep,
  profileUpdateStarted,
  profileUpdateSucceeded,
  profileUpdateFailed,
  newsletterSignUpStarted,
  newsletterConfirmationSent,
  newsletterSignUpSucceeded,
  newsletterSignUpFailed,
  toggleNewsletter,
  setActiveChildProfile,
  setFamilyProfiles,
} = userSlice.actions;
export const {
  selectUser,
  selectIsLoggedIn,
  selectUserInfo,
  selectUserId,
  selectProfileData,
  selectEnrollments,
  selectEnrollmentsStatus,
  selectEnrollmentsError,
  selectEnrollmentCount,
  selectIsEnrolled,
  selectUserLoading,
  selectLoginError,
  selectModalMessage,
  selectIsModalOpen,
  selectSignInForm,
  selectConfirmSignUp,
  selectConfirmSignUpEmail,
  selectProfileUpdate,
  selectNewsletter,
  selectActiveChildProfile,
  isChildProfileActive,
  selectFamilyProfiles,
} = userSlice.selectors;
