// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The cards, drawn as SVG in the deck styles the library knows
// (enum escopa_style): Spanish suits (oros, copas, espadas, bastos),
// Italian suits (denari, coppe, spade, bastoni) and French suits
// (diamonds, hearts, spades, clubs; the ASCII styles print French or
// Spanish initials, so they draw as those). Simple shapes of our own,
// nothing copied: pips for 1 to 7, a figure for the three court cards.
//
// Everything here is a pure function from a card id to markup, so it runs
// in the page, in a worker or in node alike. Card ids are the library's:
// (rank - 1) * 4 + suit for rank 1..10 and suit 0..3 (coins, cups,
// swords, clubs), 40 and 41 the jokers.

/** The decks the page offers: the library's style each one writes names in. */
export const DECKS = {
	spanish: { name: 'Spanish', style: 'spanish' },
	italian: { name: 'Italian', style: 'italian' },
	french: { name: 'French', style: 'french' },
};

/** The deck a preset is usually played with. */
export function deckForPreset(preset) {
	if (preset === 'scopa')
		return 'italian';
	if (preset.startsWith('escopa') || preset.startsWith('escova'))
		return 'french';
	return 'spanish';
}

export const JOKER_1 = 40;
export const JOKER_2 = 41;

export function rankOf(id) {
	return id >= JOKER_1 ? 0 : Math.floor(id / 4) + 1;
}

export function suitOf(id) {
	return id >= JOKER_1 ? -1 : id % 4;
}

// The index printed in a card's corner: a Spanish deck prints 10, 11 and
// 12 on its court cards (whose capture values are 8, 9 and 10), an
// Italian deck the value, a French deck letters.
const INDEX = {
	spanish: ['', '1', '2', '3', '4', '5', '6', '7', '10', '11', '12'],
	italian: ['', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
	french: ['', 'A', '2', '3', '4', '5', '6', '7', 'J', 'Q', 'K'],
};

/** The index a deck prints on a card: 7, 10 (the Spanish Sota), K, ★ for a joker. */
export function indexOf(id, deck) {
	return id >= JOKER_1 ? '★' : INDEX[deck][rankOf(id)];
}

const INK = {
	spanish: ['#b8860b', '#c0392b', '#1f5fa8', '#2e7d32'],
	italian: ['#c98a00', '#b71c1c', '#1a4f8f', '#6d4c1f'],
	french: ['#c62828', '#c62828', '#1b1b1b', '#1b1b1b'],
};

/** The ink of a suit in a deck, for the corner index and small pips. */
export function suitColor(suit, deck) {
	return suit < 0 ? '#6a1b9a' : INK[deck][suit];
}

// Suit symbols, each about 24 units across, centred on (0, 0).
const PIPS = {
	spanish: [
		// oros: a gold coin with a ring and a sun in the middle
		(c) => `<circle r="11" fill="#f4c430" stroke="${c}" stroke-width="2"/>` +
			`<circle r="7" fill="none" stroke="${c}" stroke-width="1.4"/>` +
			`<circle r="2.6" fill="${c}"/>`,
		// copas: a chalice
		(c) => `<path d="M-10 -10 H10 C10 -1 6 3 2 4 V8 H6 V11 H-6 V8 H-2 V4 ` +
			`C-6 3 -10 -1 -10 -10 Z" fill="${c}"/>` +
			`<path d="M-10 -10 H10" stroke="#f4c430" stroke-width="2"/>`,
		// espadas: a straight sword, point down; broad enough to read small
		(c) => `<path d="M-3.6 -4 H3.6 V7 L0 13 L-3.6 7 Z" fill="${c}"/>` +
			`<rect x="-8.5" y="-6.5" width="17" height="3.6" rx="1.6" fill="#8a6508"/>` +
			`<rect x="-2" y="-11" width="4" height="5" fill="#6d4c1f"/>` +
			`<circle cy="-12" r="2.6" fill="#8a6508"/>`,
		// bastos: a knotty club, thick end up
		(c) => `<path d="M-3.6 11 L-6 -6 C-6 -13 6 -13 6 -6 L3.6 11 Z" fill="${c}"/>` +
			`<circle cx="-4.6" cy="-1" r="1.6" fill="#8bc34a"/>` +
			`<circle cx="4.4" cy="3" r="1.5" fill="#8bc34a"/>` +
			`<circle cx="-3.8" cy="6" r="1.3" fill="#8bc34a"/>`,
	],
	italian: [
		// denari: a coin with an eight-pointed rosette
		(c) => `<circle r="11" fill="#ffd54f" stroke="${c}" stroke-width="2"/>` +
			`<path d="M0 -8 L2 -2 L8 0 L2 2 L0 8 L-2 2 L-8 0 L-2 -2 Z" fill="#b71c1c"/>` +
			`<path d="M-5.6 -5.6 L0 -1.5 L5.6 -5.6 L1.5 0 L5.6 5.6 L0 1.5 L-5.6 5.6 L-1.5 0 Z" ` +
			`fill="${c}" opacity="0.8"/>`,
		// coppe: a wide goblet with a gold rim and foot
		(c) => `<path d="M-11 -9 C-11 2 -4 4 -1.5 5 V8 H1.5 V5 C4 4 11 2 11 -9 Z" fill="${c}"/>` +
			`<ellipse cy="-9" rx="11" ry="2.4" fill="#ffd54f" stroke="${c}" stroke-width="1"/>` +
			`<ellipse cy="10" rx="7" ry="2.2" fill="#ffd54f" stroke="${c}" stroke-width="1"/>`,
		// spade: a curved blade with a hilt
		(c) => `<path d="M-3 -5.5 C7 -2 9.5 6 3 13 C4.2 6 1.5 0.5 -3 -1.5 Z" fill="${c}"/>` +
			`<rect x="-8" y="-8" width="14" height="3.4" rx="1.5" transform="rotate(20)" ` +
			`fill="#a87300"/>` +
			`<rect x="-5" y="-13.5" width="3.6" height="6" transform="rotate(20)" fill="#6d4c1f"/>`,
		// bastoni: a turned baton, smooth, with bands
		(c) => `<rect x="-4.2" y="-12" width="8.4" height="24" rx="4" fill="${c}"/>` +
			`<rect x="-4.2" y="-6" width="8.4" height="2.2" fill="#2e7d32"/>` +
			`<rect x="-4.2" y="4" width="8.4" height="2.2" fill="#2e7d32"/>`,
	],
	french: [
		// diamonds
		(c) => `<path d="M0 -12 L9 0 L0 12 L-9 0 Z" fill="${c}"/>`,
		// hearts
		(c) => `<path d="M0 11 C-6 5 -11 1 -11 -4 C-11 -9 -5 -12 0 -6 ` +
			`C5 -12 11 -9 11 -4 C11 1 6 5 0 11 Z" fill="${c}"/>`,
		// spades
		(c) => `<path d="M0 -12 C6 -5 11 -2 11 3 C11 8 5 9 1.5 5 L3 11 H-3 L-1.5 5 ` +
			`C-5 9 -11 8 -11 3 C-11 -2 -6 -5 0 -12 Z" fill="${c}"/>`,
		// clubs
		(c) => `<circle cy="-6" r="5" fill="${c}"/><circle cx="-6" cy="2" r="5" fill="${c}"/>` +
			`<circle cx="6" cy="2" r="5" fill="${c}"/>` +
			`<path d="M-1.5 2 L-3 11 H3 L1.5 2 Z" fill="${c}"/>`,
	],
};

/** A suit's symbol alone, centred at (x, y), `size` units across. */
export function pip(suit, deck, x, y, size) {
	const k = size / 24;
	return `<g transform="translate(${x} ${y}) scale(${k})">` +
		`${PIPS[deck][suit](suitColor(suit, deck))}</g>`;
}

// Where the pips of a card of rank 1..7 go, in a 100 × 150 card.
const LAYOUT = [
	[],
	[[50, 75]],
	[[50, 48], [50, 102]],
	[[50, 40], [50, 75], [50, 110]],
	[[33, 48], [67, 48], [33, 102], [67, 102]],
	[[33, 45], [67, 45], [50, 75], [33, 105], [67, 105]],
	[[33, 42], [67, 42], [33, 75], [67, 75], [33, 108], [67, 108]],
	[[33, 40], [67, 40], [50, 57], [33, 75], [67, 75], [33, 110], [67, 110]],
];

// The court cards: a bust in the suit's colour, with a cap (8: Sota,
// Fante, jack), a plumed helmet (9: Caballo, Cavallo; a French deck's
// queen wears a tiara) or a crown (10: Rey, Re, king), holding the suit's
// symbol.
function figure(rank, suit, deck) {
	const c = suitColor(suit, deck);
	const body = `<path d="M26 122 C26 98 36 90 50 90 C64 90 74 98 74 122 Z" fill="${c}"/>` +
		`<circle cx="50" cy="72" r="13" fill="#f6d7b0" stroke="#5d4037" stroke-width="1.2"/>` +
		`<circle cx="45.5" cy="71" r="1.3" fill="#3e2723"/><circle cx="54.5" cy="71" r="1.3" fill="#3e2723"/>` +
		`<path d="M46 78 Q50 80.5 54 78" stroke="#3e2723" stroke-width="1.1" fill="none"/>`;
	let head;
	if (rank === 8)
		head = `<path d="M36 64 C38 52 62 52 64 64 Z" fill="${c}"/>` +
			`<rect x="34" y="62" width="32" height="4" rx="2" fill="#5d4037"/>`;
	else if (rank === 9 && deck === 'french')
		head = `<path d="M38 64 Q50 50 62 64 Z" fill="#ffca28" stroke="#b8860b" stroke-width="1.2"/>` +
			`<circle cx="50" cy="55" r="2.2" fill="#1565c0"/>` +
			`<path d="M36 66 C30 80 33 92 38 96 M64 66 C70 80 67 92 62 96" stroke="#6d4c41" ` +
			`stroke-width="4" fill="none" stroke-linecap="round"/>`;
	else if (rank === 9)
		head = `<path d="M37 66 C37 50 63 50 63 66 Z" fill="#9e9e9e" stroke="#616161" stroke-width="1"/>` +
			`<path d="M50 52 C56 40 66 40 70 46 C62 44 56 48 52 54 Z" fill="${c}"/>`;
	else
		head = `<path d="M36 64 L36 50 L43 57 L50 46 L57 57 L64 50 L64 64 Z" fill="#ffca28" ` +
			`stroke="#b8860b" stroke-width="1.2"/>` +
			`<circle cx="50" cy="58" r="2" fill="#c62828"/>`;
	const hold = `<circle cx="50" cy="108" r="13" fill="#fffaf0" stroke="${c}" stroke-width="1"/>` +
		pip(suit, deck, 50, 108, 19);
	return `<rect x="18" y="36" width="64" height="92" rx="6" fill="#fffaf0" stroke="${c}" ` +
		`stroke-width="1.5"/>${body}${head}${hold}`;
}

function joker(id) {
	const c = suitColor(-1, 'spanish');
	return `<rect x="18" y="36" width="64" height="92" rx="6" fill="#f3e5f5" stroke="${c}" stroke-width="1.5"/>` +
		`<path d="M50 44 L56 62 L75 62 L60 73 L66 92 L50 80 L34 92 L40 73 L25 62 L44 62 Z" ` +
		`fill="${c}"/>` +
		`<text x="50" y="116" text-anchor="middle" font-size="15" font-weight="700" fill="${c}" ` +
		`font-family="system-ui, sans-serif">${id === JOKER_1 ? '1' : '2'}</text>`;
}

function corner(text, color, suit, deck) {
	const font = 'font-family="system-ui, sans-serif" font-weight="700"';
	const size = text.length > 1 ? 15 : 18;
	// the corner pip is what a small or overlapped card shows: big enough to read
	const mark = suit >= 0 ? pip(suit, deck, 13, 33, 14) : '';
	return `<text x="13" y="20" text-anchor="middle" font-size="${size}" ${font} fill="${color}">${text}</text>` +
		mark +
		`<g transform="rotate(180 50 75)"><text x="13" y="20" text-anchor="middle" ` +
		`font-size="${size}" ${font} fill="${color}">${text}</text>${mark}</g>`;
}

/**
 * A card face as an <svg> element's markup, 100 × 150 units. `label` is
 * the card's name, said by screen readers (the page passes the library's
 * own name of the card); the SVG itself is then an image of that name.
 */
export function cardSVG(id, deck, label) {
	const rank = rankOf(id);
	const suit = suitOf(id);
	const color = suitColor(suit, deck);
	let art;
	let index;
	if (rank === 0) {
		art = joker(id);
		index = 'J★';
	} else if (rank >= 8) {
		art = figure(rank, suit, deck);
		index = INDEX[deck][rank];
	} else {
		// as large as the layout allows: thin suits (swords, batons) read small
		const size = rank === 1 ? 44 : rank <= 4 ? 28 : 25;
		art = LAYOUT[rank].map(([x, y]) => pip(suit, deck, x, y, size)).join('');
		index = INDEX[deck][rank];
	}
	const value = rank >= 8 && deck === 'spanish'
		? `<text x="50" y="144" text-anchor="middle" font-size="9" fill="#555" ` +
		  `font-family="system-ui, sans-serif">value ${rank}</text>`
		: '';
	return svg(label, `<rect x="1" y="1" width="98" height="148" rx="9" fill="#fffdf7" ` +
		`stroke="#8d8d8d" stroke-width="1.5"/>${art}${corner(index, color, suit, deck)}${value}`);
}

/** The back of a card. */
export function backSVG(label = 'a card face down') {
	return svg(label, `<defs><pattern id="back-grid" width="12" height="12" ` +
		`patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
		`<rect width="12" height="12" fill="#1e4f8a"/><rect width="6" height="6" fill="#2a64a8"/>` +
		`</pattern></defs>` +
		`<rect x="1" y="1" width="98" height="148" rx="9" fill="#fffdf7" stroke="#8d8d8d" stroke-width="1.5"/>` +
		`<rect x="8" y="8" width="84" height="134" rx="6" fill="url(#back-grid)"/>` +
		`<circle cx="50" cy="75" r="16" fill="#fffdf7" opacity="0.9"/>` +
		`<text x="50" y="82" text-anchor="middle" font-size="20" font-weight="700" fill="#1e4f8a" ` +
		`font-family="system-ui, sans-serif">15</text>`);
}

function svg(label, body) {
	const safe = String(label).replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
	return `<svg class="card-svg" viewBox="0 0 100 150" role="img" aria-label="${safe}" ` +
		`xmlns="http://www.w3.org/2000/svg"><title>${safe}</title>${body}</svg>`;
}

/** A small inline symbol of a suit, for text such as a move's name. */
export function suitIconSVG(suit, deck) {
	return `<svg class="suit-icon" viewBox="-13 -13 26 26" aria-hidden="true" ` +
		`xmlns="http://www.w3.org/2000/svg">${PIPS[deck][suit](suitColor(suit, deck))}</svg>`;
}
