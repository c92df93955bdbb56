import { Spinner } from 'shared-ui';

/**
 * Where a lesson will stand while it is on its way: marked busy, as a page region loading its code is (the e2e
 * page audit waits for it).
 */
export function LessonLoading() {
  return (
    <div aria-busy="true">
      <Spinner label="Loading lesson" />
    </div>
  );
}
