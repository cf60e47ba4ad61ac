import { act, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  recordChangedFields,
  recordEarlyEdits,
  recordEarlyTaps,
  replayEarlyEdits,
  replayEarlyTaps,
  stopRecordingTaps,
} from './early-edits';

function SearchForm() {
  const [brand, setBrand] = useState('');
  const [model, setModel] = useState('');
  const [used, setUsed] = useState(false);
  return (
    <form>
      <select aria-label="Brand" value={brand} onChange={(event) => setBrand(event.target.value)}>
        <option value="">All brands</option>
        <option value="honda">Honda</option>
        <option value="yamaha">Yamaha</option>
      </select>
      <input aria-label="Model" value={model} onChange={(event) => setModel(event.target.value)} />
      <input
        type="checkbox"
        aria-label="Used only"
        checked={used}
        onChange={(event) => setUsed(event.target.checked)}
      />
      <p>
        Brand {brand || 'any'}, model {model || 'any'}, {used ? 'used only' : 'any condition'}
      </p>
    </form>
  );
}

function Replay() {
  useEffect(() => replayEarlyEdits(), []);
  return null;
}

async function hydrate(container: HTMLElement) {
  recordChangedFields(container);
  await act(async () => {
    hydrateRoot(
      container,
      <>
        <SearchForm />
        <Replay />
      </>,
    );
  });
}

function prerender() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchForm />);
  document.body.append(container);
  return container;
}

test('choices made on the prerendered page before the app hydrates reach the app', async () => {
  const container = prerender();
  recordEarlyEdits();
  const brand = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Brand' });
  const model = screen.getByRole<HTMLInputElement>('textbox', { name: 'Model' });
  brand.value = 'yamaha';
  brand.dispatchEvent(new Event('change', { bubbles: true }));
  model.value = 'FZ';
  model.dispatchEvent(new Event('input', { bubbles: true }));
  screen.getByRole<HTMLInputElement>('checkbox', { name: 'Used only' }).click();

  await hydrate(container);

  expect(screen.getByText('Brand yamaha, model FZ, used only')).toBeInTheDocument();
  expect(brand).toHaveValue('yamaha');
  expect(model).toHaveValue('FZ');
  container.remove();
});

test('a choice made before any script ran is found by comparing with the HTML', async () => {
  const container = prerender();
  // Changed with no event heard: the entry had not started recording yet.
  screen.getByRole<HTMLSelectElement>('combobox', { name: 'Brand' }).value = 'honda';
  recordEarlyEdits();

  await hydrate(container);

  expect(screen.getByText('Brand honda, model any, any condition')).toBeInTheDocument();
  container.remove();
});

function DraftForm() {
  const category = useRef<HTMLSelectElement>(null);
  // Like the post form, which fills in a saved draft once it is live.
  useEffect(() => {
    if (category.current) category.current.value = 'sport';
  }, []);
  return (
    <select aria-label="Category" ref={category}>
      <option value="scooters">Scooters</option>
      <option value="sport">Sport</option>
    </select>
  );
}

test('an untouched choice with no option marked in the HTML is not replayed over the app', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<DraftForm />);
  document.body.append(container);
  recordEarlyEdits();
  recordChangedFields(container);
  await act(async () => {
    hydrateRoot(
      container,
      <>
        <DraftForm />
        <Replay />
      </>,
    );
  });
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('sport');
  container.remove();
});

test('after the replay, changes reach the app directly and nothing is replayed twice', async () => {
  const container = prerender();
  recordEarlyEdits();
  await hydrate(container);
  expect(screen.getByText('Brand any, model any, any condition')).toBeInTheDocument();

  const brand = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Brand' });
  await act(async () => {
    brand.value = 'honda';
    brand.dispatchEvent(new Event('change', { bubbles: true }));
  });
  replayEarlyEdits();
  expect(screen.getByText('Brand honda, model any, any condition')).toBeInTheDocument();
  container.remove();
});

function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => replayEarlyTaps(), []);
  return (
    <>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Add
      </button>
      <p>Count {count}</p>
    </>
  );
}

test('a button tapped before the app hydrates is tapped again once it has, as often', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Counter />);
  document.body.append(container);
  recordEarlyTaps();
  screen.getByRole('button', { name: 'Add' }).click();
  screen.getByRole('button', { name: 'Add' }).click();
  expect(screen.getByText('Count 0')).toBeInTheDocument();

  stopRecordingTaps();
  await act(async () => {
    hydrateRoot(container, <Counter />);
  });
  expect(screen.getByText('Count 2')).toBeInTheDocument();
  await act(async () => replayEarlyTaps());
  expect(screen.getByText('Count 2')).toBeInTheDocument();
  container.remove();
});
