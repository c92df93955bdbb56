import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChildProfile, ChildProgress } from 'shared-contract';
import { useUpdateChildProfileMutation } from 'shared-events';
import { Button, Card, ProfileAvatar, ProgressBar, Stack } from 'shared-ui';
import { WeeklyGoalForm } from '../../streaks';
import { dayText } from '../model/dates';
import { courseStepsText } from '../model/progressText';
import { ActivityChart } from './ActivityChart';
import { CourseName, Courses, Figures, Head, Steps } from './ChildCard.styles';
import { ChildProfileForm } from './ChildProfileForm';
import { ChildProgramsDialog } from './ChildProgramsDialog';

export interface ChildCardProps {
  profile: ChildProfile;
  /** The child's figures; undefined while the dashboard loads or when it failed. */
  progress?: ChildProgress;
  /** The next lesson's page for a course and lesson, when the catalogue knows it. */
  nextLessonHref: (courseId: number, lessonId: number) => string | null;
  onRemove: (profile: ChildProfile) => void;
}

/**
 * One child on the parent dashboard: this week's lessons, exercises and chapter summaries, their courses, the
 * activity chart, the programs they wrote, edit and remove.
 */
export function ChildCard({ profile, progress, nextLessonHref, onRemove }: ChildCardProps) {
  const [editing, setEditing] = useState(false);
  const [showPrograms, setShowPrograms] = useState(false);
  const [update, updating] = useUpdateChildProfileMutation();
  const headingId = `child-${profile.profileId}`;

  return (
    <Card as="article" aria-labelledby={headingId} data-testid={`child-card-${profile.profileId}`}>
      <Stack $gap="md">
        <Head>
          <ProfileAvatar avatar={profile.avatar} size={3} />
          <h2 id={headingId}>{profile.name}</h2>
        </Head>
        {editing ? (
          <ChildProfileForm
            profile={profile}
            submitLabel="Save changes"
            saving={updating.isLoading}
            error={updating.error}
            onCancel={() => setEditing(false)}
            onSave={async (values) => {
              const result = await update({ profileId: profile.profileId, ...values });
              const saved = !('error' in result);
              if (saved) setEditing(false);
              return saved;
            }}
          />
        ) : (
          progress && (
            <>
              <Figures>
                <dt>Lessons this week</dt>
                <dd>{progress.lessonsThisWeek}</dd>
                <dt>Exercises passed this week</dt>
                <dd>{progress.exercisesThisWeek}</dd>
                <dt>Chapter summaries this week</dt>
                <dd>{progress.summariesThisWeek}</dd>
                <dt>Last activity</dt>
                <dd>{progress.lastActivity ? dayText(progress.lastActivity) : 'No activity yet'}</dd>
              </Figures>
              {progress.courses.length === 0 ? (
                <p>{profile.name} has not started a course yet.</p>
              ) : (
                <Courses aria-label={`${profile.name}'s courses`}>
                  {progress.courses.map((course) => {
                    const href =
                      course.nextLesson && nextLessonHref(course.courseId, course.nextLesson.lessonId);
                    return (
                      <li key={course.courseId}>
                        <CourseName>{course.courseName}</CourseName>
                        <ProgressBar
                          value={course.percent}
                          label={`${course.courseName} progress`}
                          showValue
                        />
                        <Steps>{courseStepsText(course)}</Steps>
                        {course.nextLesson ? (
                          <p>
                            Next lesson:{' '}
                            {href ? <Link to={href}>{course.nextLesson.name}</Link> : course.nextLesson.name}
                          </p>
                        ) : (
                          <p>Every lesson is done.</p>
                        )}
                      </li>
                    );
                  })}
                </Courses>
              )}
              <ActivityChart name={profile.name} weeks={progress.weeks} />
            </>
          )
        )}
        {!editing && (
          <WeeklyGoalForm
            current={progress?.weeklyGoal}
            child={{ profileId: profile.profileId, name: profile.name }}
          />
        )}
        {!editing && (
          <Stack $direction="row" $gap="sm" $wrap>
            <Button type="button" variant="secondary" size="sm" onClick={() => setShowPrograms(true)}>
              See {profile.name}&apos;s programs
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={() => setEditing(true)}>
              Edit {profile.name}
            </Button>
            <Button type="button" variant="danger" size="sm" onClick={() => onRemove(profile)}>
              Remove {profile.name}
            </Button>
          </Stack>
        )}
      </Stack>
      <ChildProgramsDialog profile={profile} isOpen={showPrograms} onClose={() => setShowPrograms(false)} />
    </Card>
  );
}
