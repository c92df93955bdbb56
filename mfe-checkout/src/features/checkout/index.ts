// The checkout feature's public surface: other features import only what is exported here.
export { parseCourseId } from './model/checkoutCourse';
export { checkoutMessages } from './model/messages';
