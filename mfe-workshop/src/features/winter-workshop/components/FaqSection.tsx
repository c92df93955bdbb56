import styled from 'styled-components';
import { Accordion, PageContainer } from 'shared-ui';
import { faq } from '../model/content';
import { Section, SectionTitle } from './sectionStyles';

const Narrow = styled(PageContainer)`
  max-width: ${({ theme }) => theme.sizes.containerNarrow};
`;

const items = faq.map((entry) => ({ id: entry.id, title: entry.question, content: <p>{entry.answer}</p> }));

/** One answer open at a time; clicking the open question closes it (spec §2). */
export function FaqSection() {
  return (
    <Section id="faq" aria-labelledby="faq-title" $tone="soft">
      <Narrow>
        <SectionTitle id="faq-title">FAQ</SectionTitle>
        <Accordion items={items} single />
      </Narrow>
    </Section>
  );
}
