import type { ContentBlock, ParagraphPart } from 'shared-contract';
import { safeImageSrc } from '../model/safeUrl';
import styles from './ContentBlocks.module.css';
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
        <pre
          className={styles.codeBlock}
          tabIndex={0}
          role="region"
          aria-label={block.language ? `${block.language} code` : 'Code'}
        >
          <code>{block.text}</code>
        </pre>
      );
    case 'blockquote':
      return (
        <figure className={styles.quote}>
          <blockquote>
            <p>{block.text}</p>
          </blockquote>
          <figcaption>
            — <cite>{block.cite}</cite>
          </figcaption>
        </figure>
      );
  }
}

/** A post's content, every block as React elements (text is never parsed as HTML). */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
