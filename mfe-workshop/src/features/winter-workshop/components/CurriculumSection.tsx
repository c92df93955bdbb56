import { useState } from 'react';
import styled from 'styled-components';
import { Card, Modal, PageContainer } from 'shared-ui';
import { curriculum, type CurriculumChapter } from '../model/content';
import { Grid, Section, SectionLead, SectionTitle } from './sectionStyles';

const ChapterButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 0;
  background: transparent;
  color: inherit;
  text-align: left;

  & > span:first-child {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }

  & > span:last-child {
    margin-top: auto;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
`;

const Subjects = styled.ul`
  margin-top: ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.lg};
`;

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
