import { VisuallyHidden } from 'shared-ui';
import { List } from './ShareLinks.styles';

export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { name: 'WhatsApp', href: `https://api.whatsapp.com/send?text=${text}%20${u}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

/** Share the course page on whatsapp, facebook, twitter and linkedin (each opens in a new tab). */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <nav aria-label="Share this course">
      <List>
        <li aria-hidden="true">Share:</li>
        {shareTargets(url, title).map((target) => (
          <li key={target.name}>
            <a href={target.href} target="_blank" rel="noopener noreferrer">
              {target.name}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
