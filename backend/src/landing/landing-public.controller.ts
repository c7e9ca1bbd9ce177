import { Controller, Get, HttpStatus, Inject, Logger, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import express, { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { Public } from '../common/decorators';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LandingSubmissionsService, SUBMIT_LIMITS, SubmitRefused, submitTooLarge } from './landing-submissions.service';
import { errorPage, notFoundPage, publicPageHeaders, thankYouPage } from './public-pages';

const htmlPage = (status: number, description: string) =>
  ApiResponse({ status, description, content: { 'text/html': { schema: { type: 'string' } } } });

/** Multipart bodies carry boundaries and part headers on top of the fields themselves. */
const MULTIPART_OVERHEAD = 200;

const parseUrlencoded = express.urlencoded({
  extended: false,
  limit: SUBMIT_LIMITS.totalBytes,
  parameterLimit: SUBMIT_LIMITS.fields,
});

const parseMultipart = multer({
  limits: {
    fields: SUBMIT_LIMITS.fields,
    fieldNameSize: SUBMIT_LIMITS.nameChars,
    fieldSize: SUBMIT_LIMITS.valueBytes,
    files: 0,
    parts: SUBMIT_LIMITS.fields,
  },
}).none();

function run(handler: RequestHandler, req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => handler(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
}

/** Body-parser and multer refusals as the page the visitor sees. */
function parserRefusal(error: unknown): SubmitRefused {
  const failure = error as { status?: number; code?: string; type?: string };
  if (failure.status === 413 || String(failure.code ?? '').startsWith('LIMIT_')) return submitTooLarge();
  return new SubmitRefused(HttpStatus.BAD_REQUEST, 'Could not read the form', 'Please try sending the form again.');
}

/**
 * The published pages (/p/{slug}) and their form endpoint, outside the /api prefix and without sign-in. Every
 * answer is an HTML page under a CSP that sandboxes it into an opaque origin (public-pages.ts). Bodies are
 * parsed here, not by a global parser, so the limits and the visitor's error pages stay in one place.
 */
@ApiTags('landing-public')
@Public()
@Controller('p')
export class LandingPublicController {
  private readonly logger = new Logger('LandingPublic');

  constructor(
    private readonly submissions: LandingSubmissionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':slug')
  @ApiProduces('text/html')
  @htmlPage(200, 'The page')
  @htmlPage(404, 'Not published (a not-found page)')
  @ApiOperation({ summary: 'A published landing page (public; sandboxed by its Content-Security-Policy)' })
  async page(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response) {
    const html = await this.submissions.publishedPage(slug, req.get('referer') ?? null);
    this.send(res, html === null ? HttpStatus.NOT_FOUND : HttpStatus.OK, html ?? notFoundPage());
  }

  @Post(':slug/submit')
  @ApiProduces('text/html')
  @htmlPage(200, 'Thank-you page')
  @htmlPage(400, 'The form could not be read')
  @htmlPage(404, 'Not published')
  @htmlPage(413, 'Too many or too large fields')
  @htmlPage(429, 'Too many submissions from this address: wait for Retry-After seconds')
  @ApiOperation({
    summary: 'Form submission of a published page (public): urlencoded or multipart fields, no files',
    description: '50 fields, 2 KB per value, 16 KB in all (413); 10 per minute per client address (429).',
  })
  async submit(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response) {
    const back = `/p/${slug}`;
    try {
      const template = await this.submissions.published(slug);
      if (!template) return this.send(res, HttpStatus.NOT_FOUND, notFoundPage());
      const ipHash = this.submissions.ipHash(req.ip ?? req.socket.remoteAddress ?? 'unknown');
      await this.submissions.checkRate(ipHash);
      const fields = await this.readFields(req, res);
      const ref = typeof req.query.ref === 'string' ? req.query.ref : null;
      await this.submissions.store(template, fields, ref || (req.get('referer') ?? null), ipHash);
      this.send(res, HttpStatus.OK, thankYouPage(back));
    } catch (error) {
      if (!(error instanceof SubmitRefused)) {
        this.logger.error(`POST /p/…/submit failed: ${(error as Error)?.stack ?? String(error)}`);
        return this.send(res, 500, errorPage('Something went wrong', 'Please try again later.', back));
      }
      if (error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      this.send(res, error.status, errorPage(error.heading, error.text, back));
    }
  }

  private async readFields(req: Request, res: Response): Promise<Record<string, unknown>> {
    const length = Number(req.get('content-length') ?? 0);
    if (length > SUBMIT_LIMITS.totalBytes + SUBMIT_LIMITS.fields * MULTIPART_OVERHEAD) throw submitTooLarge();
    try {
      if (req.is('multipart/form-data')) await run(parseMultipart, req, res);
      else if (req.is('application/x-www-form-urlencoded')) await run(parseUrlencoded, req, res);
    } catch (error) {
      throw parserRefusal(error);
    }
    const body: unknown = req.body;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  }

  private send(res: Response, status: number, html: string): void {
    res.status(status).set(publicPageHeaders(this.config.http.publicUrl)).send(html);
  }
}
