import { VisuallyHidden } from 'shared-ui';
import { List } from './ShareLinks.styles';

/** Share the post on facebook, twitter, linkedin and whatsapp (spec §9). */
export function ShareLinks({ title, url }: { title: string; url: string }) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const targets = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
  ];
  return (
    <List aria-label="Share this post">
      {targets.map((target) => (
        <li key={target.name}>
          <a href={target.href} target="_blank" rel="noopener noreferrer">
            <VisuallyHidden>Share on </VisuallyHidden>
            {target.name}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </li>
      ))}
    </List>
  );
}
