import { chooseLessonVideo } from './videoChoice';

describe('chooseLessonVideo', () => {
  it('embeds a valid YouTube link, even when there is also a direct video', () => {
    expect(chooseLessonVideo({ YouTubeLink: 'https://youtu.be/kqtD5dpn9C8', LessonVideo: '/v.mp4' })).toEqual(
      {
        kind: 'youtube',
        videoId: 'kqtD5dpn9C8',
      },
    );
  });

  it('reports an invalid YouTube link instead of falling back silently', () => {
    expect(chooseLessonVideo({ YouTubeLink: 'https://example.test/video', LessonVideo: null })).toEqual({
      kind: 'invalid-youtube',
    });
  });

  it('plays a direct video when there is no YouTube link', () => {
    expect(chooseLessonVideo({ YouTubeLink: '  ', LessonVideo: '/videos/lesson.mp4' })).toEqual({
      kind: 'video',
      src: '/videos/lesson.mp4',
      captions: [],
    });
  });

  it("keeps a direct video's caption tracks", () => {
    const english = { Src: '/media/lessons/loops.en.vtt', Language: 'en', Label: 'English' };
    expect(
      chooseLessonVideo({
        YouTubeLink: null,
        LessonVideo: '/media/lessons/loops.mp4',
        CaptionTracks: [english],
      }),
    ).toEqual({ kind: 'video', src: '/media/lessons/loops.mp4', captions: [english] });
  });

  it('shows the placeholder without any video', () => {
    expect(chooseLessonVideo({ YouTubeLink: null, LessonVideo: null })).toEqual({ kind: 'placeholder' });
  });
});
