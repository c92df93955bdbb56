import { useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { CHILD_PROFILES_MAX, type ChildProfile } from 'shared-contract';
import {
  apiErrorMessage,
  browserTimeZone,
  bus,
  familyErrorMessages,
  isChildProfileActive,
  selectIsLoggedIn,
  useAddChildProfileMutation,
  useAppSelector,
  useGetChaptersQuery,
  useGetCoursesQuery,
  useGetFamilyDashboardQuery,
  useGetFamilyQuery,
} from 'shared-events';
import { AskAParent, Button, Card, ErrorText, PageContainer, Spinner, Stack } from 'shared-ui';
import { nextLessonPath } from '../model/lessonLinks';
import { ChildCard } from './ChildCard';
import { ChildProfileForm } from './ChildProfileForm';
import { PinSettings, WeeklySummarySetting } from './FamilySettings';
import { RemoveProfileDialog } from './RemoveProfileDialog';

function useNextLessonHref(courseIds: readonly number[]) {
  const { data: courses = [] } = useGetCoursesQuery();
  const chapterIds = useMemo(
    () =>
      courses
        .filter((course) => courseIds.includes(course.CourseID))
        .flatMap((course) => course.CourseChapters),
    [courses, courseIds],
  );
  const { data: chapters = [] } = useGetChaptersQuery(chapterIds, { skip: chapterIds.length === 0 });
  return (courseId: number, lessonId: number) => nextLessonPath(courseId, lessonId, courses, chapters);
}

/** The parent's dashboard body: one card per child, adding a child, the PIN and the weekly summary. */
function FamilyDashboard() {
  const family = useGetFamilyQuery();
  const timeZone = browserTimeZone();
  const dashboard = useGetFamilyDashboardQuery({ timeZone });
  const [addProfile, adding] = useAddChildProfileMutation();
  const [removing, setRemoving] = useState<ChildProfile | null>(null);
  const courseIds = useMemo(
    () => [...new Set(dashboard.data?.children.flatMap((child) => child.courses.map((c) => c.courseId)))],
    [dashboard.data],
  );
  const nextLessonHref = useNextLessonHref(courseIds);

  if (family.isLoading) return <Spinner label="Loading your family" />;
  if (family.isError || !family.data)
    return (
      <Stack $gap="sm" $align="flex-start">
        <ErrorText>{apiErrorMessage(family.error, familyErrorMessages.family(500))}</ErrorText>
        <Button onClick={() => void family.refetch()}>Try again</Button>
      </Stack>
    );

  const { profiles, hasPin, weeklySummary, weeklySummaryTo } = family.data;
  const progressOf = (profileId: string) =>
    dashboard.data?.children.find((child) => child.profileId === profileId);

  return (
    <Stack $gap="xl">
      <section aria-labelledby="children-heading">
        <Stack $gap="md">
          <h2 id="children-heading">Your children</h2>
          {profiles.length === 0 ? (
            <p data-testid="family-empty">No child profiles yet</p>
          ) : (
            <>
              {dashboard.isLoading && <Spinner label="Loading your children's progress" />}
              {dashboard.isError && (
                <Stack $gap="sm" $align="flex-start">
                  <ErrorText>
                    {apiErrorMessage(dashboard.error, familyErrorMessages.dashboard(500))}
                  </ErrorText>
                  <Button onClick={() => void dashboard.refetch()}>Try again</Button>
                </Stack>
              )}
              {profiles.map((profile) => (
                <ChildCard
                  key={profile.profileId}
                  profile={profile}
                  progress={progressOf(profile.profileId)}
                  nextLessonHref={nextLessonHref}
                  onRemove={setRemoving}
                />
              ))}
            </>
          )}
        </Stack>
      </section>
      {profiles.length < CHILD_PROFILES_MAX && (
        <Card as="section" aria-labelledby="add-child-heading">
          <Stack $gap="md">
            <h2 id="add-child-heading">Add a child profile</h2>
            <p>
              Your child learns in their own profile under your account: only a first name or nickname, an
              avatar and a birth year. No e-mail and no password, and nobody else sees it.
            </p>
            <ChildProfileForm
              submitLabel="Add profile"
              saving={adding.isLoading}
              error={adding.error}
              onSave={async (values) => !('error' in (await addProfile(values)))}
            />
          </Stack>
        </Card>
      )}
      <Card as="section">
        <PinSettings hasPin={hasPin} />
      </Card>
      <Card as="section">
        <WeeklySummarySetting enabled={weeklySummary} sendTo={weeklySummaryTo} />
      </Card>
      <RemoveProfileDialog profile={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}

/** /family: the parent's dashboard. Signed-in parents only; a child profile is asked to fetch a parent. */
export default function FamilyPage() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const childActive = useAppSelector(isChildProfileActive);
  if (!isLoggedIn) return <Navigate to="/" replace />;
  if (childActive) return <AskAParent onAskParent={() => bus.publish('family:parent-requested', {})} />;
  return (
    <PageContainer>
      <Stack $gap="lg">
        <h1>Family</h1>
        <FamilyDashboard />
      </Stack>
    </PageContainer>
  );
}
