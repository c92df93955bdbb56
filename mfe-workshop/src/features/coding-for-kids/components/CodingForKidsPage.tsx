import { Link } from 'react-router-dom';
import { PageContainer, VisuallyHidden } from 'shared-ui';
import { Lead, Outline, Section } from './CodingForKidsPage.styles';
import { GuideContactForm } from './GuideContactForm';
import { LanguageQuiz } from './LanguageQuiz';

const curriculum = [
  ['Installation', 'set up the language and an editor, and run a first program.'],
  ['Variables and data types', 'numbers, text and true/false values, and how to store them.'],
  ['Control flow and functions', 'decisions, loops, and reusable blocks of code.'],
  ['Data structures', 'lists, dictionaries and sets to organise information.'],
  ['Object-oriented programming', 'classes and objects to model the world in code.'],
] as const;

const practiceSites = [
  {
    href: 'https://www.codewars.com',
    label: 'Codewars',
    note: 'short puzzles that level up with your child',
  },
  { href: 'https://edabit.com', label: 'Edabit', note: 'bite-sized challenges for beginners' },
  {
    href: 'https://www.hackerrank.com',
    label: 'HackerRank',
    note: 'structured practice tracks for older children',
  },
] as const;

/** /coding-for-kids: the parents' guide. */
export default function CodingForKidsPage() {
  return (
    <PageContainer $size="narrow">
      <h1>Coding for Kids: A Parent&apos;s Guide</h1>
      <Lead>
        Coding teaches children to break problems into steps, to try, fail and try again, and to create
        instead of only consume. You do not need to be a programmer to help: these four steps show you where
        to start.
      </Lead>

      <Section aria-labelledby="step-1">
        <h2 id="step-1">Step 1: Choose a language</h2>
        <p>Answer three questions about your child and we will suggest a first language.</p>
        <LanguageQuiz />
      </Section>

      <Section aria-labelledby="step-2">
        <h2 id="step-2">Step 2: Follow a curriculum</h2>
        <p>
          Whatever the language (except HTML, which describes pages rather than programs), learn it in this
          order:
        </p>
        <Outline>
          {curriculum.map(([topic, detail]) => (
            <li key={topic}>
              <strong>{topic}</strong>: {detail}
            </li>
          ))}
        </Outline>
      </Section>

      <Section aria-labelledby="step-3">
        <h2 id="step-3">Step 3: Find a guide</h2>
        <p>
          Children learn in different ways. Visual learners thrive on animations and videos, hands-on learners
          on small projects they can change, and social learners on a class or a coding buddy. Pick a guide
          that matches how your child learns:
        </p>
        <ul>
          <li>
            <Link to="/course/free-trial">Our free trial course</Link>: short animated lessons for ages 9 and
            up.
          </li>
          <li>
            <Link to="/courses">All our courses</Link>: self-paced, from the first line of code to web apps.
          </li>
          <li>
            <Link to="/winter-coding-workshop">The Winter Coding Workshop</Link>: live sessions in a small
            group for ages 12-17, with a buddy and a mentor.
          </li>
        </ul>
      </Section>

      <Section aria-labelledby="step-4">
        <h2 id="step-4">Step 4: Practise with exercises</h2>
        <p>A little practice every day beats a long session once a week. Good places to practise:</p>
        <ul>
          {practiceSites.map((site) => (
            <li key={site.href}>
              <a href={site.href} target="_blank" rel="noopener noreferrer">
                {site.label}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
              : {site.note}.
            </li>
          ))}
          <li>
            Our own <Link to="/math-exercises/multiplication-table">multiplication</Link> and{' '}
            <Link to="/math-exercises/fraction-reduction">fraction</Link> practice, to keep the maths sharp.
          </li>
        </ul>
      </Section>

      <Section aria-labelledby="final-notes">
        <h2 id="final-notes">Final notes</h2>
        <p>
          Stay curious with your child: ask them to show you what they built, and celebrate the bugs they
          fixed as much as the programs that work.
        </p>
        <p>
          Prefer a teacher in the room? Our live workshops in L.A. have only 16 spots.{' '}
          <Link to="/winter-coding-workshop">See the Winter Coding Workshop</Link>.
        </p>
      </Section>

      <Section aria-labelledby="contact">
        <h2 id="contact">Questions? Write to us</h2>
        <p>We answer every message, usually within one working day.</p>
        <GuideContactForm />
      </Section>
    </PageContainer>
  );
}
