import type { ContentBlock, ParagraphPart } from 'shared-contract';
import { safeImageSrc } from '../model/safeUrl';
import { Body, CodeBlock, Quote } from './ContentBlocks.styles';
import { SafeLink } from './SafeLink';

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

function Block({ block, codeName }: { block: ContentBlock; codeName?: string }) {
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
        <CodeBlock tabIndex={0} role="region" aria-label={codeName}>
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

/**
 * The name of each code block (a scrollable region a keyboard can reach): its language, numbered where the post
 * has more than one of that name, so a screen reader's list of regions tells them apart.
 */
function codeNames(blocks: readonly ContentBlock[]): Map<ContentBlock, string> {
  const labels = new Map<ContentBlock, string>();
  for (const block of blocks)
    if (block.type === 'code') labels.set(block, block.language ? `${block.language} code` : 'Code');
  const totals = new Map<string, number>();
  for (const label of labels.values()) totals.set(label, (totals.get(label) ?? 0) + 1);
  const numbered = new Map<string, number>();
  const names = new Map<ContentBlock, string>();
  for (const [block, label] of labels) {
    const total = totals.get(label) ?? 1;
    const number = (numbered.get(label) ?? 0) + 1;
    numbered.set(label, number);
    names.set(block, total > 1 ? `${label} ${number} of ${total}` : label);
  }
  return names;
}

/** A post's content, every block as React elements (text is never parsed as HTML). */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  const names = codeNames(blocks);
  return (
    <Body>
      {blocks.map((block, index) => (
        <Block key={index} block={block} codeName={names.get(block)} />
      ))}
    </Body>
  );
}
