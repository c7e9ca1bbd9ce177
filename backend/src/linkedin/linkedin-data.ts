/**
 * LinkedIn data as this product stores and answers it (spec part 1 §3 "LinkedIn data"), mapped from a scraper's
 * record. Every list is an array (never null), every count a number or null.
 */
export interface LinkedInActivity {
  title: string | null;
  interaction: string | null;
  link: string | null;
  img: string | null;
}

export interface LinkedInEducation {
  title: string | null;
  degree: string | null;
  field: string | null;
  start_year: string | null;
  end_year: string | null;
  url: string | null;
}

export interface LinkedInExperience {
  title: string | null;
  company: string | null;
  location: string | null;
  start_date: string | null;
  end_date: string | null;
  description: string | null;
}

export interface LinkedInPost {
  title: string | null;
  link: string | null;
  img: string | null;
  created_at: string | null;
  interaction: string | null;
}

export interface LinkedInData {
  /** https://www.linkedin.com/in/<slug> (normalised); null for a persona made from pasted text. */
  linkedin_url: string | null;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  /** Headline / current position ('--' from the vendor becomes null). */
  position: string | null;
  current_company_name: string | null;
  current_company: { name: string | null; title: string | null; link: string | null } | null;
  location: string | null;
  city: string | null;
  country_code: string | null;
  about: string | null;
  followers: number | null;
  connections: number | null;
  recommendations_count: number | null;
  recommendations: string[];
  posts: LinkedInPost[];
  activity: LinkedInActivity[];
  education: LinkedInEducation[];
  experience: LinkedInExperience[];
  certifications: { title: string | null; subtitle: string | null }[];
  avatar: string | null;
  /** When the vendor collected it (ISO 8601), if it said. */
  scraped_at: string | null;
}
