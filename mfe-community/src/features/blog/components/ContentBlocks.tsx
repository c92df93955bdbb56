import styled from 'styled-components';
import type { ContentBlock, ParagraphPart } from 'shared-contract';
import { safeImageSrc } from '../model/safeUrl';
import { SafeLink } from './SafeLink';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  line-height: ${({ theme }) => theme.typography.lineHeights.relaxed};

  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  ul,
  ol {
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const CodeBlock = styled.pre`
  overflow-x: auto;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.warning};
  }
`;

const Quote = styled.figure`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};

  blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    font-style: italic;
  }

  figcaption {
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function Part({ part }: { part: ParagraphPart }) {
  switch (part.type) {
    case 'text':
      return <>{part.text}</>;
    case 'bold':
      return <strong>{part.text}</strong>;
    case 'link':
      return <SafeLink href={part.href}>{part.text}</SafeLink>;
  }
}

function Image({ src, alt }: { src: string; alt: string }) {
  const safeSrc = safeImageSrc(src);
  return safeSrc ? <img src={safeSrc} alt={alt} loading="lazy" /> : null;
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          {block.parts.map((part, index) => (
            <Part key={index} part={part} />
          ))}
        </p>
      );
    case 'image':
      return <Image src={block.src} alt={block.alt} />;
    case 'imageLink':
      return (
        <SafeLink href={block.link}>
          <Image src={block.src} alt={block.alt} />
        </SafeLink>
      );
    case 'heading': {
      const Heading = block.level;
      return <Heading>{block.text}</Heading>;
    }
    case 'ul':
      return (
        <ul>
          {block.li.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol>
          {block.li.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ol>
      );
    case 'code':
      return (
        // Focusable so keyboard users can scroll long lines.
        <CodeBlock tabIndex={0} role="region" aria-label={block.language ? `${block.language} code` : 'Code'}>
          <code>{block.text}</code>
        </CodeBlock>
      );
    case 'blockquote':
      return (
        <Quote>
          <blockquote>
            <p>{block.text}</p>
          </blockquote>
          <figcaption>
            — <cite>{block.cite}</cite>
          </figcaption>
        </Quote>
      );
  }
}

/** A post's content, every block as React elements (text is never parsed as HTML). */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <Body>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </Body>
  );
}
