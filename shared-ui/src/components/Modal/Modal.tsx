import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { getFocusableElements } from './focusable';
import { Body, CloseButton, Dialog, Footer, Header, Overlay, Title } from './Modal.styles';
import { isTopmostModal, pushModal, type StackedModal } from './modalStack';
import { useBodyScrollLock } from './useBodyScrollLock';

export type ModalSize = 'sm' | 'md' | 'lg' | 'full';

export interface ModalProps {
  isOpen: boolean;
  /** Called on Escape, overlay click and the close button. */
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keeps the title for assistive technology only. */
  hideTitle?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  closeLabel?: string;
  showCloseButton?: boolean;
  closeOnOverlayClick?: boolean;
  closeOnEscape?: boolean;
  /** Receives focus on open; defaults to the first focusable element, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of an element describing the dialog (aria-describedby). */
  describedBy?: string;
  /** Dark, edge-to-edge surface for media (used by Lightbox). */
  variant?: 'default' | 'media';
  /** Portal target; defaults to document.body. */
  container?: Element;
  className?: string;
}

interface KeyOptions {
  onClose: () => void;
  closeOnEscape: boolean;
}

/** Escape closes, Tab cycles through the dialog's controls and brings focus back into it from anywhere. */
function handleKey(event: KeyboardEvent, dialog: HTMLElement, { onClose, closeOnEscape }: KeyOptions): void {
  // A control inside the dialog that used the key itself (a menu closing on Escape) keeps it.
  if (event.defaultPrevented) return;
  if (event.key === 'Escape') {
    if (!closeOnEscape) return;
    event.preventDefault();
    onClose();
    return;
  }
  if (event.key !== 'Tab') return;
  const focusable = getFocusableElements(dialog);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !dialog.contains(active);
  if (event.shiftKey && (outside || active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/** Accessible modal dialog rendered in a portal, with focus trap, Escape/overlay close and scroll lock. */
export function Modal({
  isOpen,
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
  showCloseButton = true,
  closeOnOverlayClick = true,
  closeOnEscape = true,
  initialFocusRef,
  describedBy,
  variant = 'default',
  container,
  className,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef(false);
  useBodyScrollLock(isOpen);

  // The latest props, read by the document-level key handler registered once per opening.
  const latest = useRef<KeyOptions>({ onClose, closeOnEscape });
  latest.current = { onClose, closeOnEscape };

  useEffect(() => {
    if (!isOpen) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const target = initialFocusRef?.current ?? getFocusableElements(dialog)[0] ?? dialog;
    target.focus();

    const modal: StackedModal = { onKeyDown: (event) => handleKey(event, dialog, latest.current) };
    const popModal = pushModal(modal);
    // A focused control that a re-render removes leaves focus on the body, outside the dialog: take it back.
    const refocus = new MutationObserver(() => {
      const active = document.activeElement;
      if (isTopmostModal(modal) && (active === null || active === document.body)) dialog.focus();
    });
    refocus.observe(dialog, { childList: true, subtree: true, attributes: true });
    return () => {
      refocus.disconnect();
      popModal();
      if (opener?.isConnected) opener.focus();
    };
  }, [isOpen, initialFocusRef]);

  if (!isOpen) return null;

  // Only a press that starts and ends on the overlay closes, so text selection dragged out of the dialog does not.
  const handleOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const handleOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnOverlayClick && pressStartedOnOverlay.current && event.target === event.currentTarget)
      onClose();
    pressStartedOnOverlay.current = false;
  };

  const isMedia = variant === 'media';

  return createPortal(
    <Overlay onMouseDown={handleOverlayMouseDown} onClick={handleOverlayClick} data-testid="modal-overlay">
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $size={size}
        $media={isMedia}
        className={className}
      >
        <Header $media={isMedia}>
          {hideTitle || isMedia ? (
            <VisuallyHidden as="h2" id={titleId}>
              {title}
            </VisuallyHidden>
          ) : (
            <Title id={titleId}>{title}</Title>
          )}
          {showCloseButton && (
            <CloseButton type="button" $media={isMedia} onClick={onClose}>
              <span aria-hidden="true">×</span>
              <VisuallyHidden>{closeLabel}</VisuallyHidden>
            </CloseButton>
          )}
        </Header>
        <Body $media={isMedia}>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Overlay>,
    container ?? document.body,
  );
}
