export { Rating, defaultRatingLabel, type RatingProps, type RatingSize } from './Rating';
export { RatingInput, type RatingInputProps } from './RatingInput';
