import styles from './FullScreenMessage.module.css';

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
      <h1>The site could not start</h1>
      <p>{message}</p>
    </div>
  );
}
