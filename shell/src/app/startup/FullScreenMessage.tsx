import styles from './FullScreenMessage.module.css';
import { STARTUP_FAILURE_TITLE } from './startupFailure';

/** The full-screen loading indicator (spec: the text LOADING...). */
export function LoadingScreen() {
  return (
    <div className={styles.fullScreen} role="status" aria-live="polite">
      <p>LOADING...</p>
    </div>
  );
}

/** Shown when the site cannot start (e.g. an invalid /config.json). */
export function StartupError({ message }: { message: string }) {
  return (
    <div className={styles.fullScreen} role="alert">
      <h1>{STARTUP_FAILURE_TITLE}</h1>
      <p>{message}</p>
    </div>
  );
}
