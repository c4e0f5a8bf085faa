// The review before a save: the form as a review, the save's review step and its state (the review's fields are a lazy chunk, never here).
export { ReviewForm } from './ReviewForm';
export { SaveReviewStep } from './SaveReviewStep';
export { createSaveReview } from './saveReview';
export { preloadReview } from './lazyReview';
