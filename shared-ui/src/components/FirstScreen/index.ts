export {
  FIRST_SCREEN_SETTLE_MS,
  FIRST_SCREEN_WAIT_MS,
  afterFirstScreen,
  beginFirstScreen,
  firstScreenCommitted,
  holdFirstScreen,
  isFirstScreenShown,
  useFirstScreenHold,
  useFirstScreenShown,
} from './firstScreen';
