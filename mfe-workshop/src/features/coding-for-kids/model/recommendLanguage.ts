/** The three questions of the parents' guide (step 1) and the spec's recommendation rules (§4). */

export type Goal = 'websites' | 'games' | 'robotics' | 'other';
export type LearningPath = 'easy' | 'hard';
export type ThinkingStyle = 'logical' | 'creative';
export type Language = 'JavaScript' | 'HTML' | 'C++' | 'C#' | 'Python';

export interface GuideAnswers {
  goal: Goal;
  path: LearningPath;
  style: ThinkingStyle;
}

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  description: string;
}

export interface Question<Key extends keyof GuideAnswers> {
  key: Key;
  text: string;
  choices: readonly Choice<GuideAnswers[Key]>[];
}

export const goalQuestion: Question<'goal'> = {
  key: 'goal',
  text: 'What would your child most like to build?',
  choices: [
    { value: 'websites', label: 'Websites', description: 'Pages and web apps to share with friends.' },
    { value: 'games', label: 'Games', description: 'Their own games, from puzzles to platformers.' },
    { value: 'robotics', label: 'Robotics', description: 'Robots, sensors and gadgets that move.' },
    { value: 'other', label: 'Something else', description: 'Apps, data, AI, or not sure yet.' },
  ],
};

export const pathQuestion: Question<'path'> = {
  key: 'path',
  text: 'Which way suits your child?',
  choices: [
    { value: 'easy', label: 'The Easy Way', description: 'Gentle start, quick results, confidence first.' },
    {
      value: 'hard',
      label: 'The Hard Way',
      description: 'A demanding language from day one, for a determined learner.',
    },
  ],
};

export const styleQuestion: Question<'style'> = {
  key: 'style',
  text: 'How does your child like to think?',
  choices: [
    { value: 'logical', label: 'Logical', description: 'Loves puzzles, rules and step-by-step problems.' },
    { value: 'creative', label: 'Creative', description: 'Loves drawing, stories and making things up.' },
  ],
};

export function recommendLanguage({ goal, path, style }: GuideAnswers): Language {
  const hard = path === 'hard';
  if (goal === 'websites') return hard ? 'JavaScript' : 'HTML';
  if (goal === 'games') return hard ? 'C++' : 'Python';
  if (goal === 'robotics' && hard && style === 'logical') return 'C#';
  return 'Python';
}

export const languageReasons: Record<Language, string> = {
  JavaScript:
    'JavaScript makes web pages interactive and runs in every browser, so your child can share what they build.',
  HTML: 'HTML is the gentlest way into websites: your child sees a page take shape from the first line.',
  'C++': 'C++ powers professional game engines; it is demanding, and rewarding for a determined learner.',
  'C#': 'C# is used to program robots and game engines such as Unity, and suits a logical mind that likes structure.',
  Python:
    'Python reads almost like English, is used from games to AI, and is the language most schools start with.',
};
