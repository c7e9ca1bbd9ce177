import { AppException } from '../common/app-exception';
import { parseImageDataUrl } from './image-data-url';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const codeOf = (value: string) => {
  try {
    parseImageDataUrl(value);
    return 'ok';
  } catch (error) {
    return (error as AppException).code;
  }
};

describe('parseImageDataUrl', () => {
  it('accepts PNG, JPEG, GIF and WebP whose bytes match the declared type', () => {
    expect(codeOf(`data:image/png;base64,${PNG.toString('base64')}`)).toBe('ok');
    expect(codeOf(`data:image/jpg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64')}`)).toBe('ok');
    expect(codeOf(`data:image/gif;base64,${Buffer.from('GIF89a....').toString('base64')}`)).toBe('ok');
    expect(codeOf(`data:image/webp;base64,${Buffer.from('RIFF\0\0\0\0WEBPVP8 ').toString('base64')}`)).toBe('ok');
  });

  it('normalises jpg to jpeg', () => {
    const value = parseImageDataUrl(
      `data:image/jpg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64')}`,
    );
    expect(value.startsWith('data:image/jpeg;base64,')).toBe(true);
  });

  it('refuses other types, bad encodings and mismatched bytes', () => {
    expect(codeOf('data:image/svg+xml;base64,PHN2Zz4=')).toBe('invalid_image');
    expect(codeOf('data:text/html;base64,PGI+')).toBe('invalid_image');
    expect(codeOf('https://example.com/a.png')).toBe('invalid_image');
    expect(codeOf(`data:image/gif;base64,${PNG.toString('base64')}`)).toBe('invalid_image');
  });

  it('refuses more than 5 MB with the spec message', () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG.copy(big);
    expect(() => parseImageDataUrl(`data:image/png;base64,${big.toString('base64')}`)).toThrow(
      'Image must be less than 5MB',
    );
  }, 20_000); // a 7 MB string through base64 and the pattern: slow on a loaded machine
});
