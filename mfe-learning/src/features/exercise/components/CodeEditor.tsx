import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { python } from '@codemirror/lang-python';
import { bracketMatching, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { EditorState, StateEffect, StateField } from '@codemirror/state';
import { Decoration, EditorView, keymap, lineNumbers, type DecorationSet } from '@codemirror/view';
import { indentationMarkers } from '@replit/codemirror-indentation-markers';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { pythonHighlight } from './pythonHighlight';

export interface CodeEditorHandle {
  /** Replaces the whole program (Reset, or copying the solution in). */
  setCode: (code: string) => void;
  focus: () => void;
}

export interface CodeEditorProps {
  initialCode: string;
  onChange: (code: string) => void;
  /** Ctrl/Cmd-Enter. */
  onRun: () => void;
  /** The line a failed run points at (1-based); highlighted until the code changes. */
  errorLine: number | null;
  labelledBy: string;
  describedBy: string;
  ref?: Ref<CodeEditorHandle>;
}

const setErrorLine = StateEffect.define<number | null>();
const errorLineMark = Decoration.line({ class: 'cm-errorLine' });

/** The highlighted error line: set by a failed run, cleared by the next edit. */
const errorLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = transaction.docChanged ? Decoration.none : marks;
    for (const effect of transaction.effects) {
      if (!effect.is(setErrorLine)) continue;
      const line = effect.value;
      next =
        line !== null && line >= 1 && line <= transaction.state.doc.lines
          ? Decoration.set([errorLineMark.range(transaction.state.doc.line(line).from)])
          : Decoration.none;
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/**
 * The learner's Python editor (CodeMirror 6): 16 px, 4-space indentation with markers, bracket closing, no
 * completion pop-ups. Tab indents; Escape then Tab leaves the editor (CodeMirror's tab-focus behaviour).
 */
export function CodeEditor({
  initialCode,
  onChange,
  onRun,
  errorLine,
  labelledBy,
  describedBy,
  ref,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, onRun });
  latest.current = { onChange, onRun };

  useEffect(() => {
    if (!host.current) return undefined;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initialCode,
        extensions: [
          lineNumbers(),
          history(),
          EditorState.tabSize.of(4),
          indentUnit.of('    '),
          python(),
          syntaxHighlighting(pythonHighlight),
          bracketMatching(),
          closeBrackets(),
          indentationMarkers(),
          errorLineField,
          keymap.of([
            {
              key: 'Mod-Enter',
              run: () => {
                latest.current.onRun();
                return true;
              },
            },
            ...closeBracketsKeymap,
            ...defaultKeymap,
            ...historyKeymap,
            indentWithTab,
          ]),
          EditorView.contentAttributes.of({
            // Editable content is focusable already; saying so lets axe see that a long line's horizontal
            // scroller has keyboard access, without another tab stop.
            tabindex: '0',
            'aria-labelledby': labelledBy,
            'aria-describedby': describedBy,
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
          // CodeMirror's own styling, in the design tokens' custom properties (every page's head defines them).
          EditorView.theme({
            '&': {
              fontSize: '16px',
              border: '1px solid var(--color-border-strong)',
              borderRadius: 'var(--radius-md)',
              background: 'var(--color-background)',
              color: 'var(--color-text)',
            },
            '&.cm-focused': { outline: '3px solid var(--color-focus)', outlineOffset: '2px' },
            '.cm-content': { fontFamily: 'var(--font-family-mono)', minHeight: '12rem' },
            '.cm-gutters': {
              background: 'var(--color-surface)',
              color: 'var(--color-text-muted)',
              borderRight: '1px solid var(--color-border)',
            },
            '.cm-errorLine': {
              background: 'var(--color-danger-soft)',
              boxShadow: 'inset 4px 0 0 var(--color-danger)',
            },
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; later code comes in through the handle, not through props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: setErrorLine.of(errorLine) });
  }, [errorLine]);

  useImperativeHandle(
    ref,
    () => ({
      setCode: (code) => {
        const editor = view.current;
        if (editor) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: code } });
      },
      focus: () => view.current?.focus(),
    }),
    [],
  );

  return <div ref={host} />;
}
