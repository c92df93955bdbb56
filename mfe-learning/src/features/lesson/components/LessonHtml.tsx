import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';

const Content = styled.div`
  line-height: ${({ theme }) => theme.typography.lineHeights.relaxed};

  & pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  }

  & :not(pre) > code {
    padding: 0 ${({ theme }) => theme.space.xxs};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  }

  & img {
    max-width: 100%;
    height: auto;
  }
`;

/** The lesson's HTML, sanitised first: lesson content is authored text and must never run script. */
export function LessonHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Content dangerouslySetInnerHTML={{ __html: clean }} />;
}
