import { useId } from 'react';
import { blogAuthor } from '../model/author';
import { Box, Name } from './AuthorBox.styles';

/** The author's square portrait: a drawn monogram, so the box needs no image request. */
function SquarePortrait({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <svg viewBox="0 0 96 96" width="96" height="96" role="img" aria-label={`Portrait of ${name}`}>
      <rect width="96" height="96" rx="12" fill="#1565c0" />
      <circle cx="48" cy="38" r="18" fill="#e3effc" />
      <path d="M16 96c4-22 16-32 32-32s28 10 32 32z" fill="#e3effc" />
      <text x="48" y="44" textAnchor="middle" fontSize="16" fontWeight="700" fill="#0d47a1">
        {initials}
      </text>
    </svg>
  );
}

/** The author box under a post: instructor name, square image and the blog description. */
export function AuthorBox() {
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <SquarePortrait name={blogAuthor.name} />
      <div>
        <Name id={headingId}>
          <small>Written by</small>
          {blogAuthor.name}
        </Name>
        <p>{blogAuthor.blogDescription}</p>
      </div>
    </Box>
  );
}
