// What other features' tests need from the exercise feature (kept out of index.ts, which the lesson chunk loads).
export { LOCAL_DRAFT_DELAY_MS } from '../model/useDraftSync';
