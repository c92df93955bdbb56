import type { ExerciseSeed } from './exerciseSeed';

/** A lesson as written by the author: prose with `inline code`, an optional example and a closing note. */
export interface LessonTopic {
  name: string;
  intro: string;
  code?: string;
  /** Text a program prints, shown as plain text (an exercise's exact expected output). */
  output?: string;
  after?: string;
  /** Makes the lesson a coding exercise; its HTML is then the instructions. */
  exercise?: ExerciseSeed;
  youtube?: string;
  /**
   * A self-hosted video: its name under /media/lessons, served as <name>.mp4 with English captions beside it
   * (<name>.en.vtt).
   */
  video?: string;
  files?: string[];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Escapes the prose and turns `backticks` into <code> elements. */
const prose = (value: string) => escapeHtml(value).replace(/`([^`]+)`/g, '<code>$1</code>');

/** The part after 'Group - ', which the lesson page shows as its heading. */
const heading = (name: string) => name.split(' - ').slice(1).join(' - ') || name;

export function renderLesson(topic: LessonTopic): string {
  const parts = [`<h2>${escapeHtml(heading(topic.name))}</h2>`, `<p>${prose(topic.intro)}</p>`];
  if (topic.code) parts.push(`<pre><code class="language-python">${escapeHtml(topic.code)}</code></pre>`);
  if (topic.output)
    parts.push(`<pre><code class="language-text">${escapeHtml(topic.output.trimEnd())}</code></pre>`);
  if (topic.after) parts.push(`<p>${prose(topic.after)}</p>`);
  return parts.join('\n');
}

/** A chapter summary recaps the chapter's lessons (exercises excluded) as a list. */
export function renderSummary(chapterName: string, topics: LessonTopic[]): string {
  const covered = topics.filter(
    (topic) => !topic.name.startsWith('Exercise') && topic.name !== 'Chapter Summary',
  );
  return [
    `<h2>${escapeHtml(chapterName)}: summary</h2>`,
    '<p>Well done for finishing this chapter. Here is what you can now do:</p>',
    `<ul>\n${covered.map((topic) => `<li>${escapeHtml(heading(topic.name))}</li>`).join('\n')}\n</ul>`,
    '<p>Before moving on, try each exercise again without looking at your earlier answers.</p>',
  ].join('\n');
}
