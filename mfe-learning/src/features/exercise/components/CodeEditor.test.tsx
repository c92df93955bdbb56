import { indentUnit } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { CodeEditor, type CodeEditorHandle } from './CodeEditor';

function viewOf(content: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('No editor view');
  return view;
}

function renderEditor(errorLine: number | null = null) {
  const onChange = jest.fn();
  const onRun = jest.fn();
  const handle = createRef<CodeEditorHandle>();
  const rendered = render(
    <>
      <p id="label">Your Python program</p>
      <p id="note">Escape then Tab leaves the editor.</p>
      <CodeEditor
        ref={handle}
        initialCode={'for n in range(3):\n    print(n)\n'}
        onChange={onChange}
        onRun={onRun}
        errorLine={errorLine}
        labelledBy="label"
        describedBy="note"
      />
    </>,
  );
  const content = screen.getByRole('textbox', { name: 'Your Python program' });
  return { ...rendered, onChange, onRun, handle, content, view: () => viewOf(content) };
}

test('the editor is a labelled, described text box holding the code, 4-space indented', () => {
  const { content, view } = renderEditor();
  expect(content).toHaveAccessibleDescription('Escape then Tab leaves the editor.');
  expect(view().state.doc.toString()).toBe('for n in range(3):\n    print(n)\n');
  expect(view().state.facet(indentUnit)).toBe('    ');
});

test('Ctrl-Enter runs the program', () => {
  const { content, onRun } = renderEditor();
  fireEvent.keyDown(content, { key: 'Enter', code: 'Enter', ctrlKey: true });
  expect(onRun).toHaveBeenCalledTimes(1);
});

test('edits reach onChange, and the handle replaces the code', () => {
  const { onChange, handle, view } = renderEditor();
  handle.current?.setCode('print("hi")');
  expect(view().state.doc.toString()).toBe('print("hi")');
  expect(onChange).toHaveBeenLastCalledWith('print("hi")');
});

test('a failed run highlights its line until the code changes', () => {
  const { container, view } = renderEditor(2);
  expect(container.querySelectorAll('.cm-errorLine')).toHaveLength(1);
  expect(container.querySelector('.cm-errorLine')).toHaveTextContent('print(n)');
  view().dispatch({ changes: { from: 0, insert: '# ' } });
  expect(container.querySelectorAll('.cm-errorLine')).toHaveLength(0);
});
