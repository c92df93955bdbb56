import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithUser } from '../../testing/renderWithUser';
import { Checkbox } from './Checkbox';
import { Select } from './Select';
import { Switch } from './Switch';
import { TextArea } from './TextArea';
import { TextField } from './TextField';

describe('TextField', () => {
  test('links its visible label to the input', async () => {
    const { user } = renderWithUser(<TextField label="Email" name="email" type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, 'a@b.co');
    expect(input).toHaveValue('a@b.co');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  test('an error marks the input invalid and describes it', () => {
    renderWithUser(
      <TextField label="Email" hint="We never share it." error="Please enter a valid email address." />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Please enter a valid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  });

  test('keeps a caller-provided id and describedby', () => {
    renderWithUser(
      <>
        <p id="extra">Extra help</p>
        <TextField label="Name" id="name" aria-describedby="extra" error="Required" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('id', 'name');
    expect(input).toHaveAttribute('aria-describedby', 'extra name-error');
  });

  test('a hidden label still names the input', () => {
    renderWithUser(<TextField label="Search" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  test('marks required fields', () => {
    renderWithUser(<TextField label="Name" required />);
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeRequired();
  });
});

test('TextArea wires label and error', () => {
  renderWithUser(<TextArea label="Message" error="Too short" />);
  const area = screen.getByRole('textbox', { name: 'Message' });
  expect(area.tagName).toBe('TEXTAREA');
  expect(area).toBeInvalid();
  expect(area).toHaveAccessibleDescription('Too short');
});

test('Select renders options and a placeholder, and reports changes', async () => {
  const onChange = jest.fn();
  const { user } = renderWithUser(
    <Select
      label="Plan"
      placeholder="Choose a plan"
      defaultValue=""
      onChange={(event) => onChange(event.target.value)}
      options={[
        { value: 'group', label: 'Group' },
        { value: 'solo', label: 'One to one' },
      ]}
      error="Pick one"
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Plan' });
  expect(screen.getAllByRole('option')).toHaveLength(3);
  expect(select).toHaveAccessibleDescription('Pick one');
  await user.selectOptions(select, 'solo');
  expect(onChange).toHaveBeenCalledWith('solo');
});

test('Checkbox toggles through its label and exposes its error', async () => {
  const { user } = renderWithUser(<Checkbox label="I agree" error="You must agree" />);
  const box = screen.getByRole('checkbox', { name: 'I agree' });
  await user.click(screen.getByText('I agree'));
  expect(box).toBeChecked();
  expect(box).toHaveAccessibleDescription('You must agree');
  expect(box).toBeInvalid();
});

test('Switch is a labelled switch that toggles with Space', async () => {
  function Controlled() {
    const [on, setOn] = useState(false);
    return <Switch label="Notifications" checked={on} onChange={(event) => setOn(event.target.checked)} />;
  }
  const { user } = renderWithUser(<Controlled />);
  const control = screen.getByRole('switch', { name: 'Notifications' });
  expect(control).not.toBeChecked();
  control.focus();
  await user.keyboard(' ');
  expect(control).toBeChecked();
  await user.click(screen.getByText('Notifications'));
  expect(control).not.toBeChecked();
});
