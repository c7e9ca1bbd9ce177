import { badRequest } from '../common/app-exception';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * Accepts a base64 data URL of a PNG, JPEG, GIF or WebP image of at most 5 MB whose bytes really are that image
 * (the declared type is checked against the file signature). Returns it normalised.
 */
export function parseImageDataUrl(value: string): string {
  const text = value.trim();
  // Only the short header goes through a pattern: a multi-megabyte body through a backtracking regex can exhaust the
  // stack, so the body is checked with linear scans instead.
  const header = /^data:image\/(png|jpe?g|gif|webp);base64,/i.exec(text);
  const body = header ? text.slice(header[0].length) : '';
  if (!header || !isBase64(body)) throw invalidImage();
  if (decodedLength(body) > MAX_PICTURE_BYTES) throw badRequest('image_too_large', 'Image must be less than 5MB');
  const type = header[1].toLowerCase() === 'jpg' ? 'jpeg' : header[1].toLowerCase();
  const bytes = Buffer.from(body, 'base64');
  if (!SIGNATURES[type](bytes)) throw invalidImage();
  return `data:image/${type};base64,${body}`;
}

function invalidImage() {
  return badRequest('invalid_image', 'Profile picture must be a PNG, JPG or GIF image');
}

/** Non-empty, only the base64 alphabet, and at most two '=' of padding at the very end. */
function isBase64(body: string): boolean {
  const data = body.replace(/={1,2}$/, '');
  return data.length > 0 && !/[^A-Za-z0-9+/]/.test(data);
}

function decodedLength(body: string): number {
  const data = body.replace(/={1,2}$/, '');
  return Math.floor((data.length * 3) / 4);
}
