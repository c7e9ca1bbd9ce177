// Moved to the shared workspace package (packages/shared): the product's one LinkedIn URL normaliser, which the web
// app runs too.
export * from '@leadscope/shared/linkedin-profile';
