/** A number no sample ad has: any hit in an answer is the test ad's own number. */
export const HIDDEN_PHONE = '0718642097';

/** The number in every form it could be written: local, national, international, spaced. */
const SHAPES = [
  '0718642097',
  '718642097',
  '+94718642097',
  '94718642097',
  '071 864 2097',
  '071-864-2097',
  '71 864 2097',
  '+94 71 864 2097',
];
/** Its nine significant digits with anything but a digit between them (spaces, dashes, %20). */
const LOOSE = /7\D{0,3}1\D{0,3}8\D{0,3}6\D{0,3}4\D{0,3}2\D{0,3}0\D{0,3}9\D{0,3}7/;

/** Fails when `text` holds the hidden number in any form. */
export function expectNoHiddenPhone(text: string, where: string) {
  for (const shape of SHAPES) expect(text, `${where}: ${shape}`).not.toContain(shape);
  expect(text, where).not.toMatch(LOOSE);
}
