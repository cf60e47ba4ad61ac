// One illustration per kind of spare part (piston, chain, ...).
import {
  ink,
  engineCard,
  tyreCard,
  electricCard,
  chainCard,
  accessoryCard,
  line,
  polar,
  toothed,
  wires,
} from './svg.mjs';

export const partKinds = {
  piston: engineCard(`
    <path d="M130 96 Q 190 64 250 96 V 232 H 130 Z" fill="#d1d5db" ${line()} stroke-linejoin="round"/>
    <path d="M130 110 H 250 M130 126 H 250 M130 142 H 250" ${line(5)}/>
    <circle cx="190" cy="188" r="22" fill="#9ca3af" ${line()}/>
    <circle cx="190" cy="188" r="9" fill="${ink}"/>
    <ellipse cx="310" cy="206" rx="42" ry="12" fill="none" stroke="#6b7280" stroke-width="7"/>
    <ellipse cx="310" cy="186" rx="42" ry="12" fill="none" stroke="#6b7280" stroke-width="7"/>
    <rect x="282" y="226" width="60" height="22" rx="11" fill="#9ca3af" ${line()}/>`),
  'clutch-plates': engineCard(`
    ${[0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<ellipse cx="200" cy="${216 - i * 18}" rx="120" ry="42" fill="${i % 2 ? '#9ca3af' : '#7c2d12'}" ${line()}/>`,
      )
      .join('')}
    <ellipse cx="200" cy="126" rx="120" ry="42" fill="#7c2d12" ${line()}/>
    <ellipse cx="200" cy="126" rx="96" ry="32" fill="none" stroke="#c2410c" stroke-width="8" stroke-dasharray="18 8"/>
    <ellipse cx="200" cy="126" rx="56" ry="18" fill="#fff1e8" ${line()}/>`),
  gasket: engineCard(`
    <rect x="100" y="56" width="200" height="190" rx="34" fill="#6b7280" ${line()}/>
    <circle cx="186" cy="151" r="62" fill="#fff1e8" stroke="#d1d5db" stroke-width="10"/>
    <circle cx="186" cy="151" r="67" fill="none" ${line(3)}/>
    ${[
      [126, 86],
      [246, 86],
      [126, 216],
      [246, 216],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="#fff1e8" ${line(3)}/>`)
      .join('')}
    <rect x="266" y="108" width="20" height="86" rx="10" fill="#fff1e8" ${line(3)}/>`),
  carburettor: engineCard(`
    <path d="M70 104 Q 110 114 128 126 V 174 Q 110 186 70 196 Z" fill="#d1d5db" ${line()} stroke-linejoin="round"/>
    <ellipse cx="70" cy="150" rx="14" ry="46" fill="${ink}"/>
    <rect x="126" y="112" width="130" height="76" rx="10" fill="#9ca3af" ${line()}/>
    <rect x="254" y="128" width="76" height="44" rx="6" fill="#d1d5db" ${line()}/>
    <rect x="316" y="120" width="18" height="60" rx="5" fill="#c2410c" ${line()}/>
    <rect x="156" y="54" width="72" height="62" rx="10" fill="#d1d5db" ${line()}/>
    <rect x="150" y="46" width="84" height="18" rx="6" fill="#6b7280" ${line()}/>
    <path d="M192 46 V 22" ${line(6)} stroke-linecap="round"/>
    <rect x="150" y="186" width="84" height="56" rx="16" fill="#9ca3af" ${line()}/>
    <circle cx="192" cy="242" r="7" fill="${ink}"/>`),
  'air-filter': engineCard(`
    <rect x="96" y="66" width="208" height="170" rx="18" fill="#c2410c" ${line()}/>
    <rect x="116" y="86" width="168" height="130" rx="6" fill="#fde68a" ${line(3)}/>
    <path d="M${Array.from({ length: 13 }, (_, i) => `${122 + i * 13} ${i % 2 ? 210 : 92}`).join(' L')}" fill="none" stroke="#b45309" stroke-width="4" stroke-linejoin="round"/>`),
  'oil-filter': engineCard(`
    <path d="M130 90 V 222 A 70 22 0 0 0 270 222 V 90 Z" fill="#1e3a5f" ${line()}/>
    <path d="M130 200 A 70 22 0 0 0 270 200" fill="none" stroke="#93c5fd" stroke-width="6"/>
    <ellipse cx="200" cy="90" rx="70" ry="22" fill="#9ca3af" ${line()}/>
    <ellipse cx="200" cy="90" rx="20" ry="7" fill="${ink}"/>
    ${[0, 60, 120, 180, 240, 300]
      .map((a) => {
        const [x, y] = polar(44, a, 200, 90);
        return `<circle cx="${x}" cy="${Math.round(90 + (y - 90) * 0.3)}" r="5" fill="${ink}"/>`;
      })
      .join('')}
    <path d="M320 140 Q 348 176 334 196 Q 320 212 306 196 Q 292 176 320 140 Z" fill="#f59e0b" ${line(3)}/>`),
  'chain-tensioner': engineCard(`
    <rect x="96" y="64" width="40" height="172" rx="20" fill="#9ca3af" ${line()}/>
    <circle cx="116" cy="90" r="9" fill="#fff1e8" ${line(3)}/>
    <circle cx="116" cy="210" r="9" fill="#fff1e8" ${line(3)}/>
    <rect x="134" y="116" width="120" height="68" rx="10" fill="#d1d5db" ${line()}/>
    <path d="M${Array.from({ length: 9 }, (_, i) => `${254 + i * 8} ${i % 2 ? 130 : 170}`).join(' L')}" fill="none" stroke="#6b7280" stroke-width="5"/>
    <rect x="254" y="140" width="74" height="20" rx="6" fill="#9ca3af" ${line()}/>
    <rect x="320" y="126" width="20" height="48" rx="6" fill="#c2410c" ${line()}/>
    <rect x="58" y="132" width="40" height="36" rx="6" fill="#6b7280" ${line()}/>`),
  'inner-tube': tyreCard(`
    <circle cx="200" cy="148" r="88" fill="none" stroke="${ink}" stroke-width="46"/>
    <circle cx="200" cy="148" r="88" fill="none" stroke="#374151" stroke-width="34"/>
    <path d="M130 96 A 88 88 0 0 1 252 76" fill="none" stroke="#6b7280" stroke-width="8" stroke-linecap="round"/>
    <rect x="192" y="176" width="16" height="42" rx="4" fill="#9ca3af" ${line(3)}/>
    <rect x="188" y="166" width="24" height="16" rx="4" fill="#0f766e" ${line(3)}/>`),
  'alloy-wheel': tyreCard(`
    <circle cx="200" cy="150" r="104" fill="none" stroke="${ink}" stroke-width="16"/>
    <circle cx="200" cy="150" r="94" fill="none" stroke="#d1d5db" stroke-width="10"/>
    <circle cx="200" cy="150" r="86" fill="none" stroke="#0f766e" stroke-width="3"/>
    <circle cx="200" cy="150" r="84" fill="none" stroke="${ink}" stroke-width="3"/>
    ${[0, 120, 240]
      .map((a) => [a - 9, a + 9])
      .flat()
      .map((a) => {
        const [x, y] = polar(86, a - 90, 200, 150);
        return `<path d="M200 150 L${x} ${y}" stroke="${ink}" stroke-width="14" stroke-linecap="round"/><path d="M200 150 L${x} ${y}" stroke="#d1d5db" stroke-width="8"/>`;
      })
      .join('')}
    <circle cx="200" cy="150" r="40" fill="none" stroke="#6b7280" stroke-width="10"/>
    <circle cx="200" cy="150" r="24" fill="#9ca3af" ${line()}/>
    <circle cx="200" cy="150" r="9" fill="${ink}"/>`),
  battery: electricCard(`
    <rect x="110" y="90" width="180" height="150" rx="12" fill="#374151" ${line()}/>
    <rect x="128" y="70" width="34" height="24" rx="4" fill="#b91c1c" ${line()}/>
    <rect x="238" y="70" width="34" height="24" rx="4" fill="#9ca3af" ${line()}/>
    <rect x="110" y="112" width="180" height="30" fill="#b45309"/>
    <path d="M145 172 V 204 M129 188 H 161 M239 188 H 271" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`),
  'headlight-bulb': electricCard(`
    <path d="M110 122 Q 110 108 124 108 H 200 V 192 H 124 Q 110 192 110 178 Z" fill="#fef3c7" ${line()}/>
    <rect x="128" y="136" width="60" height="28" rx="4" fill="#facc15" ${line(3)}/>
    <rect x="198" y="78" width="20" height="144" rx="6" fill="#9ca3af" ${line()}/>
    <rect x="216" y="118" width="34" height="64" fill="#6b7280" ${line()}/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="248" y="${90 + i * 26}" width="74" height="16" rx="4" fill="#374151" ${line(3)}/>`).join('')}
    <path d="M92 150 H 56 M94 118 L 62 98 M94 182 L 62 202" stroke="#facc15" stroke-width="8" stroke-linecap="round"/>`),
  'cdi-unit': electricCard(`
    <rect x="104" y="120" width="24" height="50" rx="6" fill="#4b5563" ${line()}/>
    <rect x="272" y="120" width="24" height="50" rx="6" fill="#4b5563" ${line()}/>
    <rect x="124" y="80" width="152" height="130" rx="14" fill="#111827" ${line()}/>
    <rect x="146" y="102" width="108" height="36" rx="4" fill="#b45309"/>
    <rect x="168" y="206" width="64" height="22" rx="4" fill="#f3f4f6" ${line(3)}/>
    ${wires(180, 228, ['#dc2626', '#111827', '#16a34a', '#2563eb', '#facc15'], 12, 26)}`),
  'regulator-rectifier': electricCard(`
    <rect x="92" y="112" width="216" height="90" rx="12" fill="#9ca3af" ${line()}/>
    <circle cx="110" cy="157" r="8" fill="#fffbeb" ${line(3)}/>
    <circle cx="290" cy="157" r="8" fill="#fffbeb" ${line(3)}/>
    <rect x="128" y="96" width="144" height="106" rx="6" fill="#d1d5db" ${line()}/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${143 + i * 21}" y="66" width="10" height="36" rx="3" fill="#9ca3af" ${line(3)}/>`).join('')}
    ${wires(170, 202, ['#facc15', '#facc15', '#facc15', '#dc2626', '#16a34a', '#111827'], 14, 40)}`),
  'starter-motor': electricCard(`
    <rect x="120" y="96" width="170" height="108" rx="18" fill="#374151" ${line()}/>
    <path d="M150 96 V 204 M260 96 V 204" stroke="#6b7280" stroke-width="6"/>
    <rect x="286" y="110" width="34" height="80" rx="14" fill="#9ca3af" ${line()}/>
    <rect x="82" y="118" width="44" height="64" rx="8" fill="#9ca3af" ${line()}/>
    <rect x="94" y="88" width="20" height="124" rx="10" fill="#6b7280" ${line()}/>
    <rect x="50" y="142" width="36" height="16" fill="#9ca3af" ${line(3)}/>
    <path d="${toothed(8, 26, 19).replace(/(-?\d+) (-?\d+)/g, (_, x, y) => `${+x + 46} ${+y + 150}`)}" fill="#d1d5db" ${line(3)}/>
    <circle cx="46" cy="150" r="6" fill="${ink}"/>
    <rect x="222" y="72" width="20" height="28" rx="4" fill="#b91c1c" ${line()}/>`),
  indicator: electricCard(`
    ${[1, -1]
      .map(
        (s) => `<g transform="translate(200 150) scale(${s} 1)">
      <rect x="24" y="-8" width="60" height="16" rx="6" fill="#374151" ${line(3)}/>
      <path d="M80 -30 H 120 Q 150 -30 150 0 Q 150 30 120 30 H 80 Z" fill="#111827" ${line()}/>
      <path d="M116 -24 Q 144 -24 144 0 Q 144 24 116 24 Z" fill="#f59e0b" ${line(3)}/>
      <path d="M160 -30 L 178 -44 M166 0 H 188 M160 30 L 178 44" stroke="#f59e0b" stroke-width="7" stroke-linecap="round"/>
      </g>`,
      )
      .join('')}
    <rect x="184" y="132" width="32" height="36" rx="6" fill="#6b7280" ${line()}/>`),
  'spark-plug': electricCard(`
    <rect x="186" y="34" width="28" height="20" rx="5" fill="#9ca3af" ${line()}/>
    <path d="M178 54 H 222 L 230 150 H 170 Z" fill="#f9fafb" ${line()} stroke-linejoin="round"/>
    <path d="M178 74 H 222 M176 94 H 224 M174 114 H 226" stroke="#d1d5db" stroke-width="6"/>
    <path d="M156 150 H 244 V 188 H 156 Z" fill="#9ca3af" ${line()}/>
    <path d="M200 150 V 188" stroke="#6b7280" stroke-width="4"/>
    <rect x="172" y="188" width="56" height="46" fill="#d1d5db" ${line()}/>
    <path d="M172 198 L 228 204 M172 210 L 228 216 M172 222 L 228 228" stroke="#6b7280" stroke-width="4"/>
    <path d="M200 234 V 246 M186 234 V 256 H 204" stroke="${ink}" stroke-width="6" fill="none"/>
    <path d="M214 240 L 240 226 L 234 246 L 264 232" stroke="#facc15" stroke-width="7" fill="none" stroke-linejoin="round"/>`),
  chain: chainCard(`
    <path d="M110 96 H 290 A 54 54 0 0 1 290 204 H 110 A 54 54 0 0 1 110 96 Z" fill="none" stroke="${ink}" stroke-width="30"/>
    <path d="M110 96 H 290 A 54 54 0 0 1 290 204 H 110 A 54 54 0 0 1 110 96 Z" fill="none" stroke="#9ca3af" stroke-width="22" stroke-dasharray="20 6"/>
    <path d="M110 96 H 290 A 54 54 0 0 1 290 204 H 110 A 54 54 0 0 1 110 96 Z" fill="none" stroke="${ink}" stroke-width="10" stroke-dasharray="0 13" stroke-linecap="round"/>`),
  sprocket: chainCard(`
    <path d="${toothed(24, 106, 90).replace(/(-?\d+) (-?\d+)/g, (_, x, y) => `${+x + 200} ${+y + 150}`)}" fill="#9ca3af" ${line()} stroke-linejoin="round"/>
    <circle cx="200" cy="150" r="78" fill="none" stroke="#6b7280" stroke-width="4"/>
    ${[0, 60, 120, 180, 240, 300]
      .map((a) => {
        const [x, y] = polar(56, a + 30, 200, 150);
        return `<circle cx="${x}" cy="${y}" r="16" fill="#e6f4f2" ${line(3)}/>`;
      })
      .join('')}
    <circle cx="200" cy="150" r="30" fill="#0f766e" ${line()}/>
    <circle cx="200" cy="150" r="14" fill="#e6f4f2" ${line(3)}/>`),
  'chain-guard': chainCard(`
    <path d="M70 186 H 300" fill="none" stroke="${ink}" stroke-width="18"/>
    <path d="M70 186 H 300" fill="none" stroke="#9ca3af" stroke-width="12" stroke-dasharray="14 5"/>
    <path d="M60 150 L 250 110 Q 300 98 330 126 Q 350 150 336 180 L 318 180 Q 318 150 290 144 L 66 176 Z" fill="#111827" ${line()} stroke-linejoin="round"/>
    <path d="M90 154 L 250 122 Q 290 114 314 134" stroke="#6b7280" stroke-width="6" fill="none" stroke-linecap="round"/>
    <circle cx="120" cy="158" r="6" fill="#9ca3af"/>
    <circle cx="270" cy="130" r="6" fill="#9ca3af"/>`),
  'crash-guard': accessoryCard(`
    <rect x="140" y="104" width="120" height="110" rx="12" fill="#d1d5db"/>
    <path d="M130 126 H 270 M130 150 H 270 M130 174 H 270" stroke="#e5e7eb" stroke-width="10" stroke-linecap="round"/>
    <path d="M130 70 C 70 110, 70 220, 150 232 H 250 C 330 220, 330 110, 270 70" fill="none" stroke="${ink}" stroke-width="24" stroke-linecap="round"/>
    <path d="M130 70 C 70 110, 70 220, 150 232 H 250 C 330 220, 330 110, 270 70" fill="none" stroke="#d1d5db" stroke-width="14" stroke-linecap="round"/>
    <path d="M104 150 C 104 190, 120 214, 160 220" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>
    <rect x="112" y="54" width="36" height="28" rx="5" fill="#6b7280" ${line()}/>
    <rect x="252" y="54" width="36" height="28" rx="5" fill="#6b7280" ${line()}/>
    <path d="M96 150 H 304" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>`),
  'seat-cover': accessoryCard(`
    <path d="M72 176 Q 80 136 140 134 L 220 126 Q 300 92 334 136 Q 346 168 314 180 L 96 196 Q 70 196 72 176 Z" fill="#111827" ${line()} stroke-linejoin="round"/>
    <path d="M86 172 Q 96 146 142 146 L 222 138 Q 292 110 320 144" fill="none" stroke="#c2410c" stroke-width="4" stroke-dasharray="10 7"/>
    <path d="M96 196 L 314 180" stroke="#6b7280" stroke-width="6"/>
    ${[
      [150, 92],
      [220, 72],
      [290, 62],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x} ${y - 22} Q ${x + 14} ${y} ${x} ${y + 8} Q ${x - 14} ${y} ${x} ${y - 22} Z" fill="#2563eb"/>`,
      )
      .join('')}`),
  'tail-box': accessoryCard(`
    <path d="M110 140 Q 112 64 200 60 Q 288 64 290 140 Z" fill="#4b5563" ${line()}/>
    <path d="M104 140 H 296 L 286 232 Q 284 244 270 244 H 130 Q 116 244 114 232 Z" fill="#374151" ${line()} stroke-linejoin="round"/>
    <rect x="104" y="134" width="192" height="14" rx="5" fill="#1f2937"/>
    <rect x="140" y="170" width="120" height="20" rx="6" fill="#dc2626" ${line(3)}/>
    <rect x="188" y="120" width="24" height="26" rx="4" fill="#d1d5db" ${line(3)}/>
    <path d="M140 86 Q 200 68 260 86" stroke="#9ca3af" stroke-width="6" fill="none" stroke-linecap="round"/>`),
  'carrier-rack': accessoryCard(`
    <path d="M150 190 L 130 244 M290 170 L 320 234" ${line(12)} stroke-linecap="round"/>
    <path d="M100 120 L 280 96 L 320 150 L 140 184 Z" fill="none" ${line(16)} stroke-linejoin="round"/>
    <path d="M100 120 L 280 96 L 320 150 L 140 184 Z" fill="none" stroke="#6b7280" stroke-width="6" stroke-linejoin="round"/>
    <path d="M160 112 L 200 170 M220 104 L 260 160 M120 152 L 300 123" ${line(10)} stroke-linecap="round"/>
    <rect x="112" y="238" width="36" height="16" rx="4" fill="#6b7280" ${line(3)}/>
    <rect x="302" y="228" width="36" height="16" rx="4" fill="#6b7280" ${line(3)}/>`),
  'brake-pads': accessoryCard(`
    ${[
      [84, 70],
      [194, 110],
    ]
      .map(
        ([x, y]) => `<g transform="translate(${x} ${y})">
      <path d="M0 40 Q 60 0 120 40 L 126 108 Q 60 80 -6 108 Z" fill="#9ca3af" ${line()} stroke-linejoin="round"/>
      <circle cx="60" cy="26" r="8" fill="#eef1f5" ${line(3)}/>
      <path d="M8 56 Q 60 30 112 56 L 116 100 Q 60 76 4 100 Z" fill="#57534e" ${line(3)} stroke-linejoin="round"/>
      <path d="M60 44 V 88" stroke="#a8a29e" stroke-width="4"/>
      </g>`,
      )
      .join('')}`),
  'phone-holder': accessoryCard(`
    <rect x="70" y="212" width="260" height="26" rx="13" fill="#6b7280" ${line()}/>
    <rect x="184" y="176" width="32" height="48" rx="6" fill="#374151" ${line()}/>
    <rect x="146" y="46" width="108" height="176" rx="16" fill="#111827" ${line()}/>
    <rect x="156" y="62" width="88" height="144" rx="6" fill="#93c5fd"/>
    <path d="M200 100 Q 224 100 224 124 Q 224 140 200 164 Q 176 140 176 124 Q 176 100 200 100 Z" fill="#c2410c"/>
    <circle cx="200" cy="124" r="8" fill="#fff"/>
    <path d="M136 70 V 56 H 156 M264 70 V 56 H 244 M136 198 V 212 H 156 M264 198 V 212 H 244" fill="none" stroke="#c2410c" stroke-width="10" stroke-linecap="round"/>
    <path d="M216 224 Q 260 270 310 180" fill="none" ${line(5)}/>
    <rect x="302" y="160" width="18" height="26" rx="3" fill="#d1d5db" ${line(3)}/>`),
  mudguard: accessoryCard(`
    <path d="M116 244 A 90 90 0 0 1 284 244" fill="none" stroke="#d1d5db" stroke-width="22"/>
    <path d="M70 200 Q 80 90 200 84 Q 310 84 340 160 L 318 168 Q 292 112 200 110 Q 104 114 94 206 Z" fill="#c2410c" ${line()} stroke-linejoin="round"/>
    <path d="M110 160 Q 140 104 200 98" stroke="#fff" stroke-width="5" fill="none" opacity="0.7" stroke-linecap="round"/>
    <path d="M140 124 L 176 210 M262 124 L 226 210" stroke="#6b7280" stroke-width="8" stroke-linecap="round"/>
    <circle cx="200" cy="212" r="12" fill="#6b7280" ${line(3)}/>`),
};
