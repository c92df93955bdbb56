export { Modal, type ModalProps, type ModalSize } from './Modal';
export { useIsAnyModalOpen } from './modalStack';
