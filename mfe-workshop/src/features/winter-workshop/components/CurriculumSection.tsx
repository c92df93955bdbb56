import { useState } from 'react';
import { Card, Modal, PageContainer } from 'shared-ui';
import { curriculum, type CurriculumChapter } from '../model/content';
import { ChapterButton, Subjects } from './CurriculumSection.styles';
import { Grid, Section, SectionLead, SectionTitle } from './sectionStyles';

export function CurriculumSection() {
  const [open, setOpen] = useState<CurriculumChapter>();
  return (
    <Section id="curriculum" aria-labelledby="curriculum-title">
      <PageContainer>
        <SectionTitle id="curriculum-title">Curriculum</SectionTitle>
        <SectionLead>
          Six chapters, from the first program to a portfolio. Open a chapter to see its subjects.
        </SectionLead>
        <Grid>
          {curriculum.map((chapter) => (
            <Card as="li" key={chapter.chapter} $padding="none" $interactive>
              <ChapterButton type="button" aria-haspopup="dialog" onClick={() => setOpen(chapter)}>
                <span>{chapter.chapter}</span>
                <span>{chapter.description}</span>
                <span aria-hidden="true">See the subjects</span>
              </ChapterButton>
            </Card>
          ))}
        </Grid>
      </PageContainer>
      <Modal isOpen={open !== undefined} onClose={() => setOpen(undefined)} title={open?.chapter ?? ''}>
        {open && (
          <>
            <p>{open.description}</p>
            <Subjects aria-label="Subjects">
              {open.subjects.map((subject) => (
                <li key={subject}>{subject}</li>
              ))}
            </Subjects>
          </>
        )}
      </Modal>
    </Section>
  );
}
