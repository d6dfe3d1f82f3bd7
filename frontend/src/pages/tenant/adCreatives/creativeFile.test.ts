import { describe, expect, it } from 'vitest';
import { creative } from '../../../test/creativeFixtures';
import {
  checkDimensions,
  checkImageFile,
  checkName,
  imageMimeType,
  MAX_CREATIVE_BYTES,
  nameFromFileName,
  normaliseDimensions,
} from './creativeFile';
import { creativeFileName } from './downloadFile';

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('creative upload checks', () => {
  it.each([
    ['a.png', 'image/png', 'image/png'],
    ['a.jpg', 'image/jpeg', 'image/jpeg'],
    ['a.jpg', 'image/jpg', 'image/jpeg'],
    ['a.gif', 'image/gif', 'image/gif'],
    ['a.webp', 'image/webp', 'image/webp'],
    ['a.webp', '', 'image/webp'],
    ['a.JPEG', '', 'image/jpeg'],
    ['a.svg', 'image/svg+xml', null],
    ['a.pdf', 'application/pdf', null],
    ['a.png', 'text/plain', null],
    ['noext', '', null],
  ])('%s (%s) → %s', (name, type, expected) => {
    expect(imageMimeType({ name, type })).toBe(expected);
  });

  it('checks presence, type, then size (5 MB = 5 × 1024 × 1024 bytes), without reading', () => {
    expect(checkImageFile(null)).toBe('Please select a file');
    expect(checkImageFile(file('a.txt', 'text/plain'))).toBe('Only image files are accepted: PNG, JPG, GIF or WebP');
    expect(checkImageFile(file('a.png', 'image/png', MAX_CREATIVE_BYTES + 1))).toBe('File size exceeds 5MB limit');
    expect(checkImageFile(file('a.png', 'image/png', MAX_CREATIVE_BYTES))).toBeUndefined();
    expect(checkImageFile(file('a.png', 'image/png', 0))).toMatch(/could not be read/);
  });

  it.each([
    ['1920x1080', '1920x1080'],
    [' 1920 X 1080 ', '1920x1080'],
    ['640×360', '640x360'],
    ['0x10', null],
    ['1920', null],
    ['wide', null],
    ['1920x1080px', null],
  ])('dimensions %j → %j', (text, expected) => {
    expect(normaliseDimensions(text)).toBe(expected);
  });

  it('names and dimensions are required', () => {
    expect(checkName('  ')).toBe('Name is required');
    expect(checkName('x'.repeat(101))).toBe('Name must be at most 100 characters long');
    expect(checkName(' Sale ')).toBeUndefined();
    expect(checkDimensions('')).toBe('Dimensions are required');
    expect(checkDimensions('big')).toBe('Dimensions must be WIDTHxHEIGHT in pixels, for example 1920x1080');
  });

  it('suggests a name from the file name', () => {
    expect(nameFromFileName('summer_sale--v2.final.png')).toBe('summer sale v2.final');
  });
});

describe('creativeFileName', () => {
  it.each([
    [{ name: 'Summer Sale!', contentType: 'image/png', dimensions: '640x360' }, 'summer-sale-640x360.png'],
    [{ name: 'Café Olé – Morning', contentType: 'image/jpeg', dimensions: '1920x1080' }, 'cafe-ole-morning-1920x1080.jpg'],
    [{ name: '***', contentType: 'image/webp', dimensions: '10x10' }, 'ad-creative-10x10.webp'],
    [{ name: '../../etc/passwd', contentType: 'image/gif', dimensions: '1x1' }, 'etc-passwd-1x1.gif'],
  ] as const)('%j → %s', (overrides, expected) => {
    expect(creativeFileName(creative(overrides))).toBe(expected);
  });
});
