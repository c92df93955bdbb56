// The instructors feature's public surface: other features import only what is exported here.
export { StaffList } from './components/StaffList';
export { instructor, isLinkedInProfile } from './model/instructors';
