import { describe, expect, it } from 'vitest';
import { CHAT_PICTURE_MAX_BYTES, chatPictureRefusal } from './chat-rules.ts';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const gif = bytes('GIF89a\0\0');
const webp = bytes('RIFF\0\0\0\0WEBP');

describe('chatPictureRefusal', () => {
  it('takes JPEG and PNG up to the limit, decided by the first bytes', () => {
    expect(chatPictureRefusal(png, 1)).toBeUndefined();
    expect(chatPictureRefusal(jpeg, CHAT_PICTURE_MAX_BYTES)).toBeUndefined();
  });
  it('refuses other types (whatever the name says) and pictures over the limit', () => {
    expect(chatPictureRefusal(gif, 100)).toBe('type');
    expect(chatPictureRefusal(webp, 100)).toBe('type');
    expect(chatPictureRefusal(new Uint8Array(), 0)).toBe('type');
    expect(chatPictureRefusal(png, CHAT_PICTURE_MAX_BYTES + 1)).toBe('size');
  });
});
