import { useId } from 'react';

/** Site-wide region: the newsletter offer. */
export default function NewsletterOffer() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Join the Newsletter</h2>
      <p>A newsletter sign-up offer will appear here.</p>
    </section>
  );
}
