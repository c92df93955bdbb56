import {
  selectConfirmSignUp,
  selectIsModalOpen,
  selectSignInForm,
  useAppDispatch,
  useAppSelector,
} from 'shared-events';
import { onDemandDialog, type DialogControl } from '../../../shared/onDemand/onDemandDialog';
import { authModalTitle, closeAuthModal } from '../model/authDialog';
import { PARENT_CHECK_TITLE } from '../model/parentCheck';
import type { PinPromptProps } from './PinPrompt';

const NOT_LOADED = 'This could not be loaded. Check your internet connection, then try again.';

// The dialogs' forms (react-hook-form and the contract's rules for them) load when one first opens.
const AuthDialog = onDemandDialog<DialogControl & { title: string }>(
  () => import('./AuthModal').then(({ AuthModal }) => AuthModal),
  ({ title }) => ({ title, failure: NOT_LOADED }),
);

/** The sign-in / sign-up dialog, opened through the store from any page. */
export function AuthModalOnDemand() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectIsModalOpen);
  const confirming = useAppSelector(selectConfirmSignUp);
  const signInForm = useAppSelector(selectSignInForm);
  return (
    <AuthDialog
      isOpen={isOpen}
      onClose={() => closeAuthModal(dispatch)}
      title={authModalTitle(confirming, signInForm)}
    />
  );
}

/** The parent check (PIN or password) before a child profile hands the device back. */
export const PinPromptOnDemand = onDemandDialog<PinPromptProps>(
  () => import('./PinPrompt').then(({ PinPrompt }) => PinPrompt),
  () => ({ title: PARENT_CHECK_TITLE, failure: NOT_LOADED }),
);
