import { youTubeVideoId } from './youtube';

describe('youTubeVideoId', () => {
  it.each([
    ['https://youtu.be/kqtD5dpn9C8', 'kqtD5dpn9C8'],
    ['https://youtu.be/kqtD5dpn9C8?t=42', 'kqtD5dpn9C8'],
    ['https://www.youtube.com/watch?v=rfscVS0vtbw', 'rfscVS0vtbw'],
    ['https://youtube.com/watch?feature=share&v=_uQrJ0TkZlc', '_uQrJ0TkZlc'],
    ['https://m.youtube.com/watch?v=rfscVS0vtbw', 'rfscVS0vtbw'],
  ])('accepts %s', (link, id) => {
    expect(youTubeVideoId(link)).toBe(id);
  });

  it.each([
    ['a watch link without v', 'https://www.youtube.com/watch?list=PL123'],
    ['another host with a v parameter', 'https://vimeo.com/watch?v=rfscVS0vtbw'],
    ['a look-alike host', 'https://youtube.com.evil.test/watch?v=rfscVS0vtbw'],
    ['a short link without an id', 'https://youtu.be/'],
    ['an id that could break out of the embed URL', 'https://youtu.be/abc"><script>'],
    ['a javascript: URL', 'javascript:alert(1)//youtu.be/kqtD5dpn9C8'],
    ['not a URL', 'youtu.be kqtD5dpn9C8'],
  ])('rejects %s', (_case, link) => {
    expect(youTubeVideoId(link)).toBeNull();
  });
});
