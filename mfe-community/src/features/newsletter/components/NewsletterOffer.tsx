import { useCallback, useEffect, useRef, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import {
  selectIsModalOpen,
  selectNewsletter,
  toggleNewsletter,
  useAppDispatch,
  isChildProfileActive,
  useAppSelector,
  useRuntimeConfig,
} from 'shared-events';
import {
  Modal,
  onDemand,
  OnDemandPart,
  useCoversPrimaryAction,
  useIsAnyModalOpen,
  VisuallyHidden,
} from 'shared-ui';
import { FIRST_DISPLAY_DELAY_MS, OFFER_FAILED_MESSAGE, OFFER_TITLE } from '../model/offer';
import { retireOfferButton, selectOfferButtonRetired } from '../model/offerButtonSlice';
import { useFieldInUse } from '../model/useFieldInUse';
import { DismissButton, Floating, OfferButton } from './NewsletterOffer.styles';
import { useNewsletterConfirmation } from './useNewsletterConfirmation';

// The dialog (form, code, copy) loads only when the offer opens, so the region adds little to every page.
const newsletterDialog = onDemand(() => import('./NewsletterDialog').then((loaded) => loaded.default));

/**
 * An offer that opened by itself and whose code did not arrive closes again without a word: nobody asked for it.
 * Its button stays, and the visitor who asks from it or from the footer is told and can try again.
 */
function CloseUnasked({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    onClose();
  }, [onClose]);
  return null;
}

/**
 * Site-wide region: the newsletter offer. A floating 'Get 30% Off Now!' button until the visitor signs up,
 * opens the offer from it or dismisses it; on a first visit the offer opens by itself after 3 s, never while a
 * form field has the focus. Neither shows on a quiet page (a lesson, checkout, the account's pages, a
 * certificate) nor to a child profile; the footer's offer link opens it at any time. A visit
 * from the e-mailed confirmation link confirms the sign-up and opens the offer with the code. The button
 * steps aside while it would cover a primary action (Enroll Now, a page's tabs).
 */
export default function NewsletterOffer() {
  const dispatch = useAppDispatch();
  useNewsletterConfirmation();
  const { isOpen, isFirstTime, signedUp } = useAppSelector(selectNewsletter);
  const buttonRetired = useAppSelector(selectOfferButtonRetired);
  // Never over a dialog the visitor is working in (sign-in, a workshop application, a video): the first
  // display waits until every dialog is closed, then its 3 s start again.
  const signInOpen = useAppSelector(selectIsModalOpen);
  const otherDialogOpen = useIsAnyModalOpen();
  // Nor over a page where the learner is busy (a lesson, paying): the route table marks those quiet.
  const { pathname } = useLocation();
  const quietRoute = useRuntimeConfig().routes.some(
    (route) => route.quiet === true && matchPath(route.path, pathname) !== null,
  );
  // A child profile is never asked for an e-mail address: the offer is the parent's.
  const childLearning = useAppSelector(isChildProfileActive);
  const quietPage = quietRoute || childLearning;
  // Nor while someone types in a form: its 3 s start once the focus has left the fields.
  const typing = useFieldInUse();

  const showFirstTime =
    isFirstTime && !signedUp && !isOpen && !signInOpen && !otherDialogOpen && !quietPage && !typing;
  // Whether the open offer opened by itself (the first-visit display) rather than at the visitor's asking.
  const [openedItself, setOpenedItself] = useState(false);
  if (openedItself && !isOpen) setOpenedItself(false);
  useEffect(() => {
    if (!showFirstTime) return undefined;
    const timer = setTimeout(() => {
      setOpenedItself(true);
      dispatch(toggleNewsletter());
    }, FIRST_DISPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [showFirstTime, dispatch]);

  const close = useCallback(() => dispatch(toggleNewsletter()), [dispatch]);
  const showButton = !signedUp && !isOpen && !buttonRetired && !quietPage;
  const floating = useRef<HTMLDivElement>(null);
  const stepAside = useCoversPrimaryAction(floating, showButton);
  return (
    <>
      {showButton && (
        <Floating ref={floating} data-step-aside={stepAside || undefined}>
          <OfferButton
            type="button"
            aria-haspopup="dialog"
            onClick={() => {
              dispatch(retireOfferButton());
              dispatch(toggleNewsletter());
            }}
          >
            {OFFER_TITLE}
          </OfferButton>
          <DismissButton type="button" onClick={() => dispatch(retireOfferButton())}>
            <span aria-hidden="true">×</span>
            <VisuallyHidden>Dismiss the 30% off offer</VisuallyHidden>
          </DismissButton>
        </Floating>
      )}
      {/* An offer that opened just before the sign-in dialog (its code still on its way) waits behind it. */}
      {isOpen && !childLearning && !signInOpen && (
        <OnDemandPart
          part={newsletterDialog}
          loading={null}
          failure={OFFER_FAILED_MESSAGE}
          frame={(failure) =>
            openedItself ? (
              <CloseUnasked onClose={close} />
            ) : (
              <Modal isOpen onClose={close} title={OFFER_TITLE} size="sm">
                {failure}
              </Modal>
            )
          }
        >
          {(NewsletterDialog) => <NewsletterDialog onClose={close} />}
        </OnDemandPart>
      )}
    </>
  );
}
