/** The CSV Personas tab's texts (spec part 2 §4, §5, §8). */
export const CSV_PERSONA_MESSAGES = {
  invalidFile: 'Please select a valid CSV file',
  noFile: 'Please select a CSV file first',
  completed: 'CSV persona processing completed!',
  partial: 'CSV persona processing completed with some errors',
  failed: 'CSV persona processing failed',
  failedAll: 'Processing failed for all profiles',
  uploadFailed: 'CSV persona upload failed',
  cancelled: 'CSV persona processing cancelled',
  cancelFailed: 'Could not cancel the processing',
  downloaded: 'CSV downloaded successfully!',
  downloadFailed: 'Failed to download CSV',
  noCredits: 'No Credits Available',
} as const;

/** The spec's credit message, naming the shortfall. */
export const insufficientMessage = (shortfall: number) =>
  `Insufficient persona analyses remaining. You need ${shortfall} more credits.`;

/** 'Successfully processed N profiles!' (spec §4). */
export const processedMessage = (completed: number) => `Successfully processed ${completed} profiles!`;
