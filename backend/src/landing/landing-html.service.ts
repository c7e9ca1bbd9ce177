import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { htmlBytes, sanitizeLanding, SanitizeLandingOptions } from './html/sanitize-landing';
import { htmlTooLarge } from './landing.errors';

/** The size cap and the sanitiser, as every landing use case applies them. */
@Injectable()
export class LandingHtml {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get maxBytes(): number {
    return this.config.landing.maxHtmlBytes;
  }

  /** 413 when the HTML is over LANDING_MAX_HTML. */
  checkSize(html: string): void {
    const bytes = htmlBytes(html);
    if (bytes > this.maxBytes) throw htmlTooLarge(bytes, this.maxBytes);
  }

  /** Size-checked on the way in and on the way out (escaping can make a page grow). */
  clean(html: string, options?: SanitizeLandingOptions): string {
    this.checkSize(html);
    const clean = sanitizeLanding(html, options);
    this.checkSize(clean);
    return clean;
  }

  publicUrl(slug: string): string {
    return `${this.config.http.publicUrl}/p/${slug}`;
  }
}
