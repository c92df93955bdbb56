import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from 'shared-ui';
import { safeUrl } from '../model/safeUrl';

interface SafeLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link from API content: site paths navigate inside the app, http(s) links open in a new tab, and any
 * other scheme (javascript:, data:...) is rendered as plain text so it can never run.
 */
export function SafeLink({ href, children, className }: SafeLinkProps) {
  const url = safeUrl(href);
  if (!url) return <span className={className}>{children}</span>;
  if (url.kind === 'internal')
    return (
      <Link to={url.path} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={url.href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
