// Moved to the shared workspace package (packages/shared), which the web app runs too.
export * from '@leadscope/shared/csv-automap';
