import type { Kysely } from 'kysely';
import { lessonKind, type LessonKind } from 'shared-contract';
import type { Database } from '../../db/schema';
import { weekStartOf } from './weeks';

/** A completed step: one row per course it was completed in, with its kind told by its name. */
export interface CompletedStep {
  lessonId: number;
  kind: LessonKind;
  at: string;
}

/** An exercise's first pass. */
export interface FirstPass {
  lessonId: number;
  at: string;
}

/** What a learner did in one week: lessons, exercises and chapter summaries, each counted on its own. */
export interface WeekFigures {
  lessons: number;
  exercises: number;
  summaries: number;
}

/** The learner's completed steps (every course they were completed in), each with its kind. */
export async function completedSteps(db: Kysely<Database>, key: string): Promise<CompletedStep[]> {
  const rows = await db
    .selectFrom('completed_steps')
    .innerJoin('lessons', 'lessons.lesson_id', 'completed_steps.lesson_id')
    .select([
      'completed_steps.lesson_id as lesson_id',
      'lessons.lesson_name as lesson_name',
      'completed_steps.completed_at as at',
    ])
    .where('completed_steps.user_id', '=', key)
    .execute();
  return rows.map((row) => ({ lessonId: row.lesson_id, kind: lessonKind(row.lesson_name), at: row.at }));
}

/**
 * Each exercise's first pass. Only that one counts: later checks are pruned to the latest ATTEMPTS_KEPT, so
 * figures drawn from them would shrink.
 */
export async function firstPasses(db: Kysely<Database>, key: string): Promise<FirstPass[]> {
  const rows = await db
    .selectFrom('exercise_attempts')
    .select(({ fn }) => ['lesson_id', fn.min<string>('created_at').as('at')])
    .where('user_id', '=', key)
    .where('result', '=', 'passed')
    .groupBy('lesson_id')
    .execute();
  return rows.map((row) => ({ lessonId: row.lesson_id, at: row.at }));
}

/**
 * Each of `weeks` (Mondays in `zone`) with the lessons and chapter summaries first completed in it (a step done in
 * two courses counts once, in the week of its first completion) and the exercises first passed in it.
 */
export function weekFigures(
  steps: readonly CompletedStep[],
  passes: readonly FirstPass[],
  weeks: readonly string[],
  zone: string,
): Map<string, WeekFigures> {
  const figures = new Map(weeks.map((week) => [week, { lessons: 0, exercises: 0, summaries: 0 }]));
  const first = new Map<number, CompletedStep>();
  for (const step of steps) {
    const seen = first.get(step.lessonId);
    if (!seen || step.at < seen.at) first.set(step.lessonId, step);
  }
  const weekOf = (at: string) => figures.get(weekStartOf(new Date(at), zone));
  for (const step of first.values()) {
    const week = weekOf(step.at);
    // An exercise lesson is counted by its pass, not by the step completed after it.
    if (week && step.kind === 'lesson') week.lessons += 1;
    else if (week && step.kind === 'summary') week.summaries += 1;
  }
  for (const pass of passes) {
    const week = weekOf(pass.at);
    if (week) week.exercises += 1;
  }
  return figures;
}
