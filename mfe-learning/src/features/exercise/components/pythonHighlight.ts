import { HighlightStyle } from '@codemirror/language';
import { tags } from '@lezer/highlight';

/**
 * The editor's syntax colours, each at least 4.5:1 on white and on the error line's tint (CodeMirror's default
 * style has reds and oranges below that). Colour is never the only cue: it only decorates the code.
 */
export const codeColors = {
  keyword: '#7a1fa2',
  string: '#a31515',
  literal: '#0b6e4f',
  comment: '#5f6b7a',
  definition: '#0d47a1',
  type: '#00695c',
  escape: '#8a4b00',
  invalid: '#b00020',
} as const;

export const pythonHighlight = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.moduleKeyword],
    color: codeColors.keyword,
  },
  { tag: [tags.string, tags.special(tags.string)], color: codeColors.string },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: codeColors.literal },
  { tag: tags.comment, color: codeColors.comment, fontStyle: 'italic' },
  {
    tag: [tags.definition(tags.variableName), tags.function(tags.definition(tags.variableName))],
    color: codeColors.definition,
  },
  { tag: [tags.className, tags.typeName, tags.namespace], color: codeColors.type },
  { tag: [tags.escape, tags.regexp], color: codeColors.escape },
  { tag: tags.invalid, color: codeColors.invalid, textDecoration: 'underline wavy' },
]);
