import { Accordion, PageContainer } from 'shared-ui';
import { faq } from '../model/content';
import { Section, SectionTitle } from './sectionStyles';

const items = faq.map((entry) => ({ id: entry.id, title: entry.question, content: <p>{entry.answer}</p> }));

/** One answer open at a time; clicking the open question closes it (spec §2). */
export function FaqSection() {
  return (
    <Section id="faq" aria-labelledby="faq-title" $tone="soft">
      <PageContainer $size="narrow">
        <SectionTitle id="faq-title">FAQ</SectionTitle>
        <Accordion items={items} single />
      </PageContainer>
    </Section>
  );
}
