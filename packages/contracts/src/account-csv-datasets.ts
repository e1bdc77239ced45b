/**
 * The datasets offered as CSV, `GET /api/v1/account/export/<dataset>.csv`. A module of its own:
 * the account page lists them without importing the export file's schemas (every area's, the face
 * scan's among them), which would otherwise be a chunk the landing page's preload map names.
 */
export const ACCOUNT_CSV_DATASETS = [
  'check-ins',
  'habit-marks',
  'diary',
  'cognitive-results',
  'workout-sets',
  'food-diary',
  'face-scans',
] as const;
export type AccountCsvDataset = (typeof ACCOUNT_CSV_DATASETS)[number];
