export { ErrorText, SuccessText, type FeedbackTextProps } from './Feedback';
