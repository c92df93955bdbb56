import { HomeLayout } from '../../features/home/components/HomeLayout';

/** '/': the home layout (the shell's sections and the remotes' home regions). */
export function HomePage() {
  return <HomeLayout />;
}
