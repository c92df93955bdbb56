// Makes the trial lessons' self-hosted videos and their English captions: shell/public/media/lessons/<name>.mp4
// and <name>.en.vtt. Each video is a few slides that teach the lesson, narrated by espeak-ng, and the captions
// say the same narration, timed to it sentence by sentence.
//
// The outputs are committed: `npm start` and the e2e suite play them on machines without ffmpeg. Run this only to
// change them, on a machine with ffmpeg (libx264, drawtext), espeak-ng and the DejaVu fonts (Debian:
// `apt-get install -y ffmpeg espeak-ng fonts-dejavu-core`):  node scripts/media/make-lesson-videos.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const OUT_DIR = fileURLToPath(new URL('../../shell/public/media/lessons/', import.meta.url));
const FONTS = '/usr/share/fonts/truetype/dejavu';
const WIDTH = 640;
const HEIGHT = 360;
/** The silence after each sentence and at the end of each slide, in seconds. */
const SENTENCE_GAP = 0.35;
const SLIDE_GAP = 0.6;

/** @typedef {{ heading: string, lines: string[], code?: boolean, say: string[] }} Slide */

/**
 * Each video: the number of the lesson it belongs to (its LessonID in the seed, the number in the lesson's address;
 * scripts/lib/lesson-videos.test.mjs holds the two together), its title card (a heading, "Lesson <number>" and
 * what is said over it), then its slides: a heading, what the slide shows (plain or `code` lines) and the
 * sentences spoken over it.
 * @type {Record<string, { lesson: number, title: { heading: string, say: string[] }, slides: Slide[] }>}
 */
export const LESSONS = {
  'what-is-programming': {
    lesson: 2,
    title: {
      heading: 'What is programming?',
      say: ['Hello! In this lesson you will find out what programming is.'],
    },
    slides: [
      {
        heading: 'A program is a list of instructions',
        lines: ['1. Fill the kettle', '2. Switch it on', '3. Wait for it to boil'],
        say: [
          'A program is a list of instructions for a computer.',
          'The computer follows them one by one, in order.',
        ],
      },
      {
        heading: 'Programming languages',
        lines: ['We write programs in Python.'],
        say: ['We write programs in a programming language.', 'In this course we use Python.'],
      },
      {
        heading: 'You are a programmer!',
        lines: ['Write instructions.', 'The computer follows them.'],
        say: ['When you write instructions for a computer, you are programming.', "Let's start!"],
      },
    ],
  },
  'running-your-first-program': {
    lesson: 4,
    title: {
      heading: 'Running your first program',
      say: ["Let's run your very first Python program."],
    },
    slides: [
      {
        heading: 'Type this line',
        lines: ['print("Hello, world!")'],
        code: true,
        say: ['Type this line into the code editor.', 'Check every letter and both quote marks.'],
      },
      {
        heading: 'Press Run',
        lines: ['Run ▶'],
        say: ['Now press the Run button.', 'The computer reads your line and runs it.'],
      },
      {
        heading: 'The output',
        lines: ['Hello, world!'],
        code: true,
        say: ['The words Hello, world! appear in the output.', 'Well done, your program works!'],
      },
    ],
  },
  'the-print-function': {
    lesson: 5,
    title: {
      heading: 'The print function',
      say: ['print is a function.', 'It shows text on the screen.'],
    },
    slides: [
      {
        heading: 'Text goes in quote marks',
        lines: ['print("I like cats")'],
        code: true,
        say: ['Put the text inside brackets and quote marks.'],
      },
      {
        heading: 'Numbers too',
        lines: ['print(7 + 3)', '10'],
        code: true,
        say: ['print can show numbers too.', 'Here it works out seven plus three, and shows ten.'],
      },
      {
        heading: 'One line each',
        lines: ['print("Hi")', 'print("Bye")'],
        code: true,
        say: ['Each print starts a new line.', 'Try printing your own name!'],
      },
    ],
  },
};

const run = (command, args) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });

function durationOf(file) {
  const out = run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  return Number(out.toString().trim());
}

/** hh:mm:ss.ttt, as WebVTT writes cue times. */
function cueTime(seconds) {
  const ms = Math.round(seconds * 1000);
  const pad = (value, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** drawtext reads each text from a file, so quotes and colons in the code need no escaping. */
function drawText(work, name, text, options) {
  const file = path.join(work, `${name}.txt`);
  writeFileSync(file, text);
  const settings = Object.entries({ textfile: file, ...options }).map(([key, value]) => `${key}=${value}`);
  return `drawtext=${settings.join(':')}`;
}

/** The video's slides: its title card, which names the lesson by its number, then the rest. */
export function slidesOf({ lesson, title, slides }) {
  return [{ heading: title.heading, lines: [`Lesson ${lesson}`], say: title.say }, ...slides];
}

function makeLesson(name, slides) {
  const work = mkdtempSync(path.join(tmpdir(), `${name}-`));
  try {
    const cues = [];
    const audio = [];
    const filters = [];
    let time = 0;
    slides.forEach((slide, slideIndex) => {
      const start = time;
      slide.say.forEach((sentence, sentenceIndex) => {
        const wav = path.join(work, `${slideIndex}-${sentenceIndex}.wav`);
        run('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', wav, sentence]);
        const spoken = durationOf(wav);
        const gap = sentenceIndex === slide.say.length - 1 ? SLIDE_GAP : SENTENCE_GAP;
        cues.push(`${cueTime(time)} --> ${cueTime(time + spoken)}\n${sentence}`);
        audio.push({ wav, length: spoken + gap });
        time += spoken + gap;
      });
      const shown = `'between(t,${start.toFixed(3)},${time.toFixed(3)})'`;
      filters.push(
        drawText(work, `h${slideIndex}`, slide.heading, {
          fontfile: `${FONTS}/DejaVuSans-Bold.ttf`,
          fontsize: 30,
          fontcolor: 'white',
          x: '(w-text_w)/2',
          y: 60,
          enable: shown,
        }),
        drawText(work, `b${slideIndex}`, slide.lines.join('\n'), {
          fontfile: `${FONTS}/${slide.code ? 'DejaVuSansMono.ttf' : 'DejaVuSans.ttf'}`,
          fontsize: 30,
          fontcolor: slide.code ? '0xfff59d' : 'white',
          line_spacing: 14,
          box: 1,
          boxcolor: '0x000000@0.35',
          boxborderw: 16,
          x: '(w-text_w)/2',
          y: '(h-text_h)/2+20',
          enable: shown,
        }),
        drawText(work, `n${slideIndex}`, `${slideIndex + 1} / ${slides.length}`, {
          fontfile: `${FONTS}/DejaVuSans.ttf`,
          fontsize: 18,
          fontcolor: '0xbbdefb',
          // Top right: the player's control bar and the captions cover the bottom of the picture.
          x: 'w-text_w-20',
          y: 16,
          enable: shown,
        }),
      );
    });

    // The narration: each sentence padded with its silence, then joined.
    const inputs = audio.flatMap(({ wav }) => ['-i', wav]);
    const padded = audio.map(
      ({ length }, index) => `[${index}:a]apad=whole_dur=${length.toFixed(3)}[a${index}]`,
    );
    const joined = `${audio.map((_, index) => `[a${index}]`).join('')}concat=n=${audio.length}:v=0:a=1[narration]`;
    const video = `color=c=0x0d47a1:s=${WIDTH}x${HEIGHT}:r=25:d=${time.toFixed(3)},${filters.join(',')},format=yuv420p[picture]`;
    run('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      [...padded, joined, video].join(';'),
      '-map',
      '[picture]',
      '-map',
      '[narration]',
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-preset',
      'slow',
      '-tune',
      'stillimage',
      '-crf',
      '28',
      // A key frame every 2 s, so resuming seeks close to the saved position at once.
      '-g',
      '50',
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      '-ac',
      '1',
      '-ar',
      '44100',
      // The index first, so the browser can play and seek before the whole file arrives.
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      path.join(OUT_DIR, `${name}.mp4`),
    ]);
    writeFileSync(path.join(OUT_DIR, `${name}.en.vtt`), `WEBVTT\n\n${cues.join('\n\n')}\n`);
    return time;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// Only when run, not when a test reads LESSONS.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [name, video] of Object.entries(LESSONS)) {
    const seconds = makeLesson(name, slidesOf(video));
    console.log(`${name}: ${seconds.toFixed(1)} s`);
  }
}
