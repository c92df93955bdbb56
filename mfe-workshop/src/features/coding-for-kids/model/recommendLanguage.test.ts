import {
  goalQuestion,
  pathQuestion,
  recommendLanguage,
  styleQuestion,
  type GuideAnswers,
  type Language,
} from './recommendLanguage';

const expected: [GuideAnswers['goal'], GuideAnswers['path'], GuideAnswers['style'], Language][] = [
  ['websites', 'hard', 'logical', 'JavaScript'],
  ['websites', 'hard', 'creative', 'JavaScript'],
  ['websites', 'easy', 'logical', 'HTML'],
  ['websites', 'easy', 'creative', 'HTML'],
  ['games', 'hard', 'logical', 'C++'],
  ['games', 'hard', 'creative', 'C++'],
  ['games', 'easy', 'logical', 'Python'],
  ['games', 'easy', 'creative', 'Python'],
  ['robotics', 'hard', 'logical', 'C#'],
  ['robotics', 'hard', 'creative', 'Python'],
  ['robotics', 'easy', 'logical', 'Python'],
  ['robotics', 'easy', 'creative', 'Python'],
  ['other', 'hard', 'logical', 'Python'],
  ['other', 'hard', 'creative', 'Python'],
  ['other', 'easy', 'logical', 'Python'],
  ['other', 'easy', 'creative', 'Python'],
];

it('covers every combination of the three questions', () => {
  const combinations =
    goalQuestion.choices.length * pathQuestion.choices.length * styleQuestion.choices.length;
  expect(expected).toHaveLength(combinations);
  for (const goal of goalQuestion.choices)
    for (const path of pathQuestion.choices)
      for (const style of styleQuestion.choices)
        expect(expected).toContainEqual([goal.value, path.value, style.value, expect.any(String)]);
});

it.each(expected)('%s, %s way, %s thinker: %s', (goal, path, style, language) => {
  expect(recommendLanguage({ goal, path, style })).toBe(language);
});
