// The reviews feature's public surface: other features import only what is exported here.
export * from './api/reviewsApi';
export { CardRating } from './components/CardRating';
export { ReviewsTab } from './components/ReviewsTab';
export { formatAverage, ratingStats, reviewCountText } from './model/ratingStats';
