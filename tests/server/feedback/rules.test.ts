/** The pure feedback rules: image sniffing by content, post limits, status moves. */
import { describe, expect, it } from 'vitest';
import { sniffImage } from '../../../src/server/features/feedback/image-type';
import {
  MAX_IMAGES_PER_POST,
  postRefusal,
  statusAfterBorrowerMessage,
} from '../../../src/server/features/feedback/rules';

describe('sniffImage', () => {
  it('knows JPEG, PNG and WebP by their first bytes, whatever the name says', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))?.mime).toBe('image/jpeg');
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.ext).toBe(
      'png',
    );
    expect(sniffImage(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))?.mime).toBe(
      'image/webp',
    );
  });

  it('refuses anything else, including a truncated header and a RIFF that is not WebP', () => {
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('posts', () => {
  it('needs text beyond spaces and at most the image limit', () => {
    expect(postRefusal('  \n ', 0)).toBe('feedbackEmpty');
    expect(postRefusal('My repayment is missing', MAX_IMAGES_PER_POST)).toBeNull();
    expect(postRefusal('My repayment is missing', MAX_IMAGES_PER_POST + 1)).toBe('tooManyImages');
  });

  it('moves "need to reply" and "done" back to processing when the borrower writes', () => {
    expect(statusAfterBorrowerMessage(3)).toBe(2);
    expect(statusAfterBorrowerMessage(4)).toBe(2);
    expect(statusAfterBorrowerMessage(1)).toBe(1);
    expect(statusAfterBorrowerMessage(2)).toBe(2);
  });
});
