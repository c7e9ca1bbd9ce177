export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface PasswordStrength {
  /** 0..5: one point each for length >= 8, a lowercase letter, an uppercase letter, a digit, a symbol. */
  score: number;
  label: StrengthLabel;
}

export const PASSWORD_MIN_LENGTH = 8;

export function strengthLabel(score: number): StrengthLabel {
  if (score >= 5) return 'Strong';
  if (score === 4) return 'Good';
  if (score === 3) return 'Fair';
  return 'Weak';
}

export function passwordStrength(password: string): PasswordStrength {
  const checks = [
    password.length >= PASSWORD_MIN_LENGTH,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  const score = checks.filter(Boolean).length;
  return { score, label: strengthLabel(score) };
}
