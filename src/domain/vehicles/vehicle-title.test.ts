// @vitest-environment node
import { vehicleTitle } from './vehicle-title';

test('the title falls back to make and model, then the untitled text', () => {
  const untitled = 'Untitled Vehicle';
  expect(vehicleTitle({ title: 'Nice bike', make: 'Honda', model: 'Dio' }, untitled)).toBe(
    'Nice bike',
  );
  expect(vehicleTitle({ title: '  ', make: 'Honda', model: 'Dio' }, untitled)).toBe('Honda Dio');
  expect(vehicleTitle({ title: '', make: '', model: 'Dio' }, untitled)).toBe('Dio');
  expect(vehicleTitle({ title: '', make: ' ', model: '' }, untitled)).toBe(untitled);
  expect(vehicleTitle({ title: '\u200b', make: '\u200b', model: 'Dio' }, untitled)).toBe('Dio');
});
