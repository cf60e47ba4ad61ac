// One SVG per body style × colour × view in public/images/vehicles/: our own, nothing downloaded.
import { mkdirSync, writeFileSync } from 'node:fs';

const OUT = new URL('../public/images/vehicles/', import.meta.url);

const colours = {
  red: '#d62828',
  blue: '#1d4ed8',
  black: '#262b36',
  white: '#f3f4f1',
  silver: '#b2b8c1',
  green: '#2f9e44',
  yellow: '#f2c318',
  orange: '#f47a14',
};

function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const channels = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
    const target = amount < 0 ? 0 : 255;
    return Math.round(v + (target - v) * Math.abs(amount));
  });
  return `#${channels.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const TYRE = '#1b1e24';
const METAL = '#8a919c';
const DARK = '#2d323c';
const SEAT = '#15171c';
const CHROME = '#d9dde3';

function wheel(cx, cy, r, { knobby = false, fat = false, spokes = false } = {}) {
  const tyre = fat ? r * 0.3 : r * 0.22;
  const rim = r - tyre;
  const knobs = knobby
    ? `<circle cx="${cx}" cy="${cy}" r="${r - 2}" fill="none" stroke="${TYRE}" stroke-width="8" stroke-dasharray="7 6"/>`
    : '';
  const inner = spokes
    ? Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(a) * rim).toFixed(1)}" y2="${(cy + Math.sin(a) * rim).toFixed(1)}"/>`;
      }).join('')
    : Array.from({ length: 5 }, (_, i) => {
        const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
        return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(a) * rim * 0.92).toFixed(1)}" y2="${(cy + Math.sin(a) * rim * 0.92).toFixed(1)}"/>`;
      }).join('');
  return `<g><circle cx="${cx}" cy="${cy}" r="${r - tyre / 2}" fill="none" stroke="${TYRE}" stroke-width="${tyre}"/>${knobs}<circle cx="${cx}" cy="${cy}" r="${rim}" fill="#3a404b"/><circle cx="${cx}" cy="${cy}" r="${rim - 6}" fill="#59606c"/><g stroke="${spokes ? CHROME : '#9aa1ab'}" stroke-width="${spokes ? 2 : 7}" stroke-linecap="round">${inner}</g><circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="${CHROME}" stroke="#6b7280" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${r * 0.07}" fill="#4b5260"/></g>`;
}

function paint(c) {
  return `fill="${c}" stroke="${shade(c, -0.45)}" stroke-width="3" stroke-linejoin="round"`;
}
function shine(d) {
  return `<path d="${d}" fill="#fff" opacity=".28"/>`;
}

const styles = {
  scooter(c) {
    return `${wheel(250, 410, 62)}${wheel(560, 410, 62)}
<path d="M240 405 L330 398 L345 380 L260 372 Z" fill="${DARK}"/>
<path d="M206 402 Q200 372 222 364 L318 362 L312 388 Z" fill="${METAL}" stroke="${DARK}" stroke-width="3"/>
<path d="M196 418 Q210 392 244 398" fill="none" stroke="${METAL}" stroke-width="12" stroke-linecap="round"/>
<path d="M300 388 L486 388 L492 368 L296 366 Z" fill="${DARK}"/>
<path d="M160 352 Q156 300 214 282 Q290 262 396 276 Q424 310 412 346 Q396 372 330 374 L196 376 Q166 372 160 352 Z" ${paint(c)}/>
${shine('M180 330 Q200 296 260 288 L370 286 Q300 300 250 312 Q205 324 180 330 Z')}
<path d="M150 326 L170 318 L172 336 L152 342 Z" fill="#e03131" stroke="#7a1010" stroke-width="2"/>
<path d="M486 390 L532 238 Q540 214 566 212 L586 218 L548 392 Z" ${paint(c)}/>
<path d="M498 370 Q580 330 620 360 L616 372 Q574 352 512 384 Z" ${paint(shade(c, -0.12))}/>
<path d="M206 284 Q290 254 392 272 L396 288 Q300 276 212 298 Z" fill="${SEAT}"/>
<line x1="560" y1="228" x2="560" y2="410" stroke="${METAL}" stroke-width="12"/>
<path d="M548 216 L546 176" stroke="${DARK}" stroke-width="12" stroke-linecap="round"/>
<path d="M512 174 L586 170" stroke="${DARK}" stroke-width="10" stroke-linecap="round"/>
<path d="M540 160 Q566 150 594 164 L590 184 L538 186 Z" ${paint(c)}/>
<ellipse cx="592" cy="232" rx="13" ry="20" fill="#fff8d6" stroke="${DARK}" stroke-width="3"/>`;
  },
  escooter(c) {
    return `${wheel(250, 410, 62)}${wheel(565, 410, 62)}
<circle cx="250" cy="410" r="30" fill="#3b82f6" stroke="#1e3a8a" stroke-width="3"/>
<text x="250" y="418" font-family="Arial,sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#fff">e</text>
<path d="M300 388 L490 388 L496 366 L296 364 Z" fill="${DARK}"/>
<rect x="320" y="352" width="150" height="18" rx="6" fill="#3b82f6" opacity=".85"/>
<path d="M168 350 Q162 298 222 284 Q298 266 400 278 Q420 318 404 350 Q390 370 332 372 L198 374 Q170 370 168 350 Z" ${paint(c)}/>
${shine('M188 328 Q208 298 266 290 L372 288 Q300 302 250 314 Q210 324 188 328 Z')}
<path d="M262 320 L282 300 L278 318 L298 316 L276 342 L280 322 Z" fill="#3b82f6"/>
<path d="M158 330 L176 322 L180 340 L160 344 Z" fill="#e03131" stroke="#7a1010" stroke-width="2"/>
<path d="M490 388 L538 236 Q546 212 572 212 L592 220 L552 392 Z" ${paint(c)}/>
<path d="M502 370 Q584 330 626 360 L622 372 Q580 352 516 384 Z" ${paint(shade(c, -0.12))}/>
<path d="M212 286 Q296 258 396 274 L398 290 Q304 278 218 300 Z" fill="${SEAT}"/>
<line x1="565" y1="228" x2="565" y2="410" stroke="${METAL}" stroke-width="12"/>
<path d="M552 216 L550 176" stroke="${DARK}" stroke-width="12" stroke-linecap="round"/>
<path d="M516 174 L590 170" stroke="${DARK}" stroke-width="10" stroke-linecap="round"/>
<path d="M544 160 Q570 150 598 164 L594 184 L542 186 Z" ${paint(c)}/>
<path d="M585 222 Q604 226 602 250 L586 250 Z" fill="#e0f2ff" stroke="${DARK}" stroke-width="3"/>`;
  },
  sport(c) {
    return `${wheel(225, 380, 92)}${wheel(590, 380, 92)}
<path d="M225 380 L350 352 L360 372 L232 394 Z" fill="${DARK}"/>
<path d="M590 380 L518 202" stroke="#c9a227" stroke-width="16" stroke-linecap="round"/>
<rect x="330" y="300" width="120" height="86" rx="14" fill="#4b5260" stroke="${DARK}" stroke-width="3"/>
<path d="M300 382 L250 396 L300 408 L372 398 Z" fill="${METAL}" stroke="${DARK}" stroke-width="3"/>
<path d="M160 248 L300 236 L320 270 L210 276 Z" ${paint(shade(c, -0.1))}/>
<path d="M300 270 L330 226 Q400 196 470 206 L500 232 L470 300 L340 306 Z" ${paint(c)}/>
<path d="M296 384 L350 300 L470 300 L520 214 L560 226 L574 300 L512 370 L400 392 Z" ${paint(c)}/>
${shine('M350 232 Q400 210 460 214 L470 226 Q420 224 360 250 Z')}
<path d="M520 214 L566 176 L586 190 L562 236 Z" fill="#9fb4c7" opacity=".85" stroke="${DARK}" stroke-width="2"/>
<path d="M556 240 L586 250 L574 268 L546 258 Z" fill="#fff8d6" stroke="${DARK}" stroke-width="2"/>
<path d="M210 250 Q260 232 300 238 L310 256 L226 266 Z" fill="${SEAT}"/>
<path d="M150 240 L168 236 L170 250 L152 252 Z" fill="#e03131"/>
<path d="M520 318 Q590 290 636 318 L630 330 Q590 310 528 332 Z" ${paint(shade(c, -0.15))}/>
<path d="M404 336 L450 336 L470 352 L412 360 Z" fill="${shade(c, -0.3)}" opacity=".6"/>
<path d="M505 206 L540 198" stroke="${DARK}" stroke-width="8" stroke-linecap="round"/>`;
  },
  naked(c) {
    return `${wheel(225, 380, 92)}${wheel(590, 380, 92)}
<path d="M225 380 L350 350 L362 370 L232 394 Z" fill="${DARK}"/>
<path d="M590 380 L520 204" stroke="#c9a227" stroke-width="16" stroke-linecap="round"/>
<path d="M340 300 L520 214 L528 236 L352 318 Z" fill="#e25822" opacity=".9"/>
<rect x="330" y="300" width="128" height="84" rx="14" fill="#4b5260" stroke="${DARK}" stroke-width="3"/>
<g stroke="#6b7280" stroke-width="3">${[312, 326, 340, 354].map((y) => `<line x1="340" y1="${y}" x2="448" y2="${y}"/>`).join('')}</g>
<path d="M340 384 Q300 410 250 400 L242 388 Q290 392 330 372 Z" fill="${CHROME}" stroke="#6b7280" stroke-width="3"/>
<path d="M310 258 L340 216 Q410 190 480 204 L512 234 L490 276 L470 300 L354 300 Z" ${paint(c)}/>
${shine('M352 222 Q410 200 470 210 L480 222 Q420 220 362 244 Z')}
<path d="M458 276 L512 238 L526 280 L480 312 Z" ${paint(shade(c, -0.2))}/>
<path d="M180 246 Q250 230 318 246 L316 262 L196 266 Z" fill="${SEAT}"/>
<path d="M160 238 L196 244 L190 258 L166 256 Z" ${paint(c)}/>
<circle cx="556" cy="230" r="20" fill="#fff8d6" stroke="${DARK}" stroke-width="4"/>
<path d="M510 198 L560 190" stroke="${DARK}" stroke-width="9" stroke-linecap="round"/>
<path d="M530 314 Q594 292 634 318 L628 330 Q590 310 536 328 Z" ${paint(c)}/>`;
  },
  trail(c) {
    return `${wheel(225, 372, 100, { knobby: true, spokes: true })}${wheel(600, 372, 100, { knobby: true, spokes: true })}
<path d="M225 372 L350 338 L360 358 L232 386 Z" fill="${DARK}"/>
<path d="M600 372 L532 176" stroke="#c9a227" stroke-width="15" stroke-linecap="round"/>
<path d="M360 254 L522 196 L530 214 L372 276 Z" fill="${METAL}"/>
<rect x="348" y="290" width="100" height="80" rx="12" fill="#4b5260" stroke="${DARK}" stroke-width="3"/>
<path d="M300 300 Q240 270 196 236" fill="none" stroke="${METAL}" stroke-width="12" stroke-linecap="round"/>
<path d="M200 236 L170 226" stroke="${DARK}" stroke-width="14" stroke-linecap="round"/>
<path d="M336 250 L380 220 Q440 204 494 214 L514 244 L470 300 L380 292 Z" ${paint(c)}/>
<path d="M140 212 L330 226 L370 250 L300 262 L160 236 Z" ${paint(c)}/>
${shine('M360 236 Q420 214 480 220 L486 230 Q430 230 372 254 Z')}
<path d="M230 216 Q330 210 430 222 L426 236 L236 230 Z" fill="${SEAT}"/>
<path d="M512 192 L572 184 L578 222 L530 240 Z" ${paint(c)}/>
<path d="M556 232 Q620 220 662 250 L656 262 Q616 240 560 248 Z" ${paint(c)}/>
<path d="M510 170 L570 160" stroke="${DARK}" stroke-width="9" stroke-linecap="round"/>
<circle cx="560" cy="210" r="12" fill="#fff8d6" stroke="${DARK}" stroke-width="3"/>`;
  },
  cruiser(c) {
    return `${wheel(215, 388, 88, { fat: true, spokes: true })}${wheel(610, 388, 88, { spokes: true })}
<path d="M215 388 L340 368 L346 384 L222 400 Z" fill="${DARK}"/>
<path d="M610 388 L520 204" stroke="${CHROME}" stroke-width="16" stroke-linecap="round"/>
<rect x="350" y="300" width="116" height="86" rx="16" fill="#5c6470" stroke="${DARK}" stroke-width="3"/>
<g stroke="${CHROME}" stroke-width="4">${[310, 322, 334, 346].map((y) => `<line x1="370" y1="${y}" x2="446" y2="${y}"/>`).join('')}</g>
<path d="M460 384 L180 408 Q160 410 158 398 L170 392 L440 368 Z" fill="${CHROME}" stroke="#6b7280" stroke-width="3"/>
<path d="M150 312 Q200 270 280 300 L270 318 L160 330 Z" ${paint(c)}/>
<path d="M380 264 Q420 222 490 230 Q520 240 514 270 Q470 296 392 292 Z" ${paint(c)}/>
${shine('M400 256 Q430 234 480 238 L486 248 Q440 248 406 266 Z')}
<path d="M250 300 Q300 282 370 290 L392 300 Q360 322 268 318 Z" fill="${SEAT}"/>
<path d="M560 330 Q620 300 672 330 L664 344 Q620 322 568 344 Z" ${paint(c)}/>
<circle cx="556" cy="226" r="24" fill="#fff8d6" stroke="${CHROME}" stroke-width="6"/>
<path d="M498 170 Q516 196 540 200 L576 178" fill="none" stroke="${CHROME}" stroke-width="8" stroke-linecap="round"/>
<circle cx="156" cy="318" r="8" fill="#e03131"/>`;
  },
  adventure(c) {
    return `${wheel(225, 376, 96, { spokes: true })}${wheel(600, 376, 100, { spokes: true, knobby: true })}
<path d="M225 376 L350 346 L362 366 L232 390 Z" fill="${DARK}"/>
<path d="M600 376 L526 196" stroke="#c9a227" stroke-width="16" stroke-linecap="round"/>
<rect x="340" y="292" width="116" height="86" rx="14" fill="#4b5260" stroke="${DARK}" stroke-width="3"/>
<path d="M356 380 L470 386 L470 396 L350 392 Z" fill="${METAL}"/>
<rect x="150" y="250" width="120" height="90" rx="10" fill="#3f4652" stroke="#1f2430" stroke-width="3"/>
<rect x="164" y="262" width="92" height="8" rx="3" fill="#6b7280"/>
<path d="M300 262 L350 210 Q430 188 500 200 L526 236 L490 296 L350 300 Z" ${paint(c)}/>
${shine('M360 214 Q430 196 490 206 L498 218 Q432 214 372 238 Z')}
<path d="M440 260 L526 232 L540 290 L470 316 Z" ${paint(shade(c, -0.25))}/>
<path d="M200 236 Q280 216 340 226 L346 244 L210 252 Z" fill="${SEAT}"/>
<path d="M150 232 L206 232 L206 248 L150 248 Z" fill="${METAL}"/>
<path d="M500 200 L540 128 L566 134 L548 206 Z" fill="#bcd3e6" opacity=".9" stroke="${DARK}" stroke-width="3"/>
<path d="M520 198 L580 206 L570 244 L526 236 Z" ${paint(c)}/>
<path d="M560 252 L618 262 L604 276 L556 270 Z" ${paint(c)}/>
<path d="M562 214 L580 218 L576 234 L560 230 Z" fill="#fff8d6" stroke="${DARK}" stroke-width="2"/>
<path d="M500 180 L556 168" stroke="${DARK}" stroke-width="9" stroke-linecap="round"/>`;
  },
  quad(c) {
    return `${wheel(250, 400, 78, { fat: true })}${wheel(565, 400, 78, { fat: true })}
<rect x="310" y="330" width="190" height="60" rx="12" fill="#3f4652" stroke="${DARK}" stroke-width="3"/>
<path d="M300 380 L520 380 L520 396 L300 396 Z" fill="${METAL}"/>
<path d="M150 330 Q170 280 250 280 Q330 280 350 330 L338 344 Q310 306 250 306 Q186 306 164 344 Z" ${paint(c)}/>
<path d="M466 330 Q486 276 566 276 Q640 276 664 330 L650 344 Q626 302 566 302 Q502 302 480 344 Z" ${paint(c)}/>
<path d="M330 320 L350 276 Q410 262 470 276 L490 320 Z" ${paint(c)}/>
${shine('M190 296 Q220 286 260 286 L300 290 Q240 296 196 310 Z')}
${shine('M500 290 Q540 280 590 282 L620 290 Q560 294 508 306 Z')}
<path d="M320 270 Q380 250 430 262 L432 278 L324 286 Z" fill="${SEAT}"/>
<g stroke="${DARK}" stroke-width="6" stroke-linecap="round" fill="none"><path d="M168 270 L310 270"/><path d="M176 254 L176 270 M220 254 L220 270 M264 254 L264 270 M300 254 L300 270 M168 254 L306 254"/><path d="M520 262 L640 262 M520 248 L636 248 M560 248 L560 262 M600 248 L600 262"/></g>
<path d="M476 270 L462 216" stroke="${DARK}" stroke-width="10" stroke-linecap="round"/>
<path d="M430 214 L500 210" stroke="${DARK}" stroke-width="9" stroke-linecap="round"/>
<path d="M640 296 L664 300 L660 316 L640 314 Z" fill="#fff8d6" stroke="${DARK}" stroke-width="2"/>
<path d="M146 298 L160 296 L158 312 L146 312 Z" fill="#e03131"/>`;
  },
};

const backgrounds = {
  side: () =>
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f9"/><stop offset="1" stop-color="#dfe4ea"/></linearGradient></defs><rect width="800" height="600" fill="url(#bg)"/><rect y="470" width="800" height="130" fill="#d3d9e0"/><ellipse cx="410" cy="478" rx="300" ry="18" fill="#0b0f19" opacity=".18"/>`,
  road: () =>
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fc7f0"/><stop offset="1" stop-color="#e6f3fb"/></linearGradient></defs><rect width="800" height="600" fill="url(#sky)"/><circle cx="660" cy="110" r="46" fill="#fff3c4"/><path d="M0 380 Q120 300 250 350 Q380 270 520 340 Q650 290 800 340 L800 460 L0 460 Z" fill="#7fb77e"/><path d="M0 420 Q200 370 400 410 Q600 380 800 410 L800 470 L0 470 Z" fill="#4f9a5b"/><g fill="#2f6f3e"><rect x="96" y="330" width="10" height="60"/><circle cx="101" cy="320" r="30"/><rect x="700" y="320" width="10" height="70"/><circle cx="705" cy="310" r="34"/></g><rect y="460" width="800" height="140" fill="#5b6270"/><g fill="#f2f2f2">${[20, 180, 340, 500, 660].map((x) => `<rect x="${x}" y="540" width="90" height="10" rx="4"/>`).join('')}</g><ellipse cx="400" cy="478" rx="300" ry="16" fill="#000" opacity=".25"/>`,
  detail: () =>
    `<defs><radialGradient id="dg" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d9dee5"/></radialGradient></defs><rect width="800" height="600" fill="url(#dg)"/>`,
  studio: () =>
    `<defs><radialGradient id="sg" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="#4b5563"/><stop offset="1" stop-color="#111827"/></radialGradient></defs><rect width="800" height="600" fill="url(#sg)"/><rect y="470" width="800" height="130" fill="#0d121c"/><ellipse cx="410" cy="476" rx="320" ry="20" fill="#000" opacity=".5"/>`,
};

function svg(style, colour, view) {
  const bike = styles[style](colours[colour]);
  const body = {
    side: `<g>${bike}</g>`,
    road: `<g transform="translate(800 0) scale(-1 1)">${bike}</g>`,
    detail: `<svg x="0" y="0" width="800" height="600" viewBox="250 170 420 315">${bike}</svg>`,
    studio: `<g transform="translate(40 47) scale(.9)">${bike}</g>`,
  }[view];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">${backgrounds[view]()}${body}</svg>\n`
    .replace(/\n\s*/g, '')
    .concat('\n');
}

mkdirSync(OUT, { recursive: true });
let count = 0;
for (const style of Object.keys(styles)) {
  for (const colour of Object.keys(colours)) {
    for (const view of ['side', 'road', 'detail', 'studio']) {
      writeFileSync(new URL(`${style}-${colour}-${view}.svg`, OUT), svg(style, colour, view));
      count += 1;
    }
  }
}
console.log(`wrote ${count} files to ${OUT.pathname}`);
