import { act, render, screen } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type Persistor } from 'redux-persist';
import type { Storage } from 'redux-persist';
import { PersistenceGate } from './PersistenceGate';

function storageAnsweringWhen(ready: Promise<void>): Storage {
  return {
    getItem: async () => {
      await ready;
      return JSON.stringify({ count: '3', _persist: JSON.stringify({ version: -1, rehydrated: true }) });
    },
    setItem: async () => undefined,
    removeItem: async () => undefined,
  };
}

function persistedStore(storage: Storage): Persistor {
  const reducer = persistReducer(
    { key: 'gate-test', storage },
    (state: { count: number } = { count: 0 }) => state,
  );
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault({ serializableCheck: false }),
  });
  return persistStore(store);
}

test('shows the loading view until the stored state is back, then the site', async () => {
  let release = () => {};
  const persistor = persistedStore(storageAnsweringWhen(new Promise<void>((resolve) => (release = resolve))));
  render(
    <PersistenceGate persistor={persistor} loading={<p>Loading</p>}>
      <p>Site</p>
    </PersistenceGate>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(screen.queryByText('Site')).not.toBeInTheDocument();
  await act(async () => release());
  expect(await screen.findByText('Site')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
});

test('renders the site in its first render when the stored state is already back', async () => {
  const persistor = persistedStore(storageAnsweringWhen(Promise.resolve()));
  await act(async () => {
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
  });
  const rendered: string[] = [];
  function Site() {
    rendered.push('site');
    return <p>Site</p>;
  }
  function Loading() {
    rendered.push('loading');
    return <p>Loading</p>;
  }
  render(
    <PersistenceGate persistor={persistor} loading={<Loading />}>
      <Site />
    </PersistenceGate>,
  );
  expect(screen.getByText('Site')).toBeInTheDocument();
  expect(rendered).toEqual(['site']);
});
