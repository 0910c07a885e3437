// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Cards and sets of cards, in every deck style (cards.h).

import { cStringArg, describe, intArg, textArg, u64Arg } from './args.mjs';
import { InvalidCardError, ParseError } from './errors.mjs';
import { Style } from './enums.mjs';

/** The number of card ids, jokers included (0..41). */
export const CARD_COUNT = 42;
/** The mask of every valid card id. */
const ALL_CARDS = (1n << 42n) - 1n;

export function defineCards(ctx) {
	const { native } = ctx;
	const make = Symbol('Card');

	/** A card: one of 42 immutable objects, one per id (0..39 the regular
	 *  cards, `(rank - 1) * 4 + suit`; 40 and 41 the jokers). Get one with
	 *  Card.parse(), Card.of() or Card.fromId(); cards compare with ===. */
	class Card {
		#id;
		#rank;
		#suit;
		#value;

		constructor(key, id) {
			if (key !== make)
				throw new TypeError('use Card.parse(text), Card.of(rank, suit) or Card.fromId(id)');
			this.#id = id;
			this.#rank = native.outI32('escopa_card_rank', id);
			const suit = native.outI32('escopa_card_suit', id);
			this.#suit = suit < 0 ? null : suit;
			this.#value = native.outI32('escopa_card_value', id);
			Object.freeze(this);
		}

		/** The card of an id, 0..41. */
		static fromId(id) {
			return cards[intArg(id, 0, CARD_COUNT - 1, 'card id', InvalidCardError)];
		}

		/** The card of a rank (1..10, Rank) and a suit (Suit). */
		static of(rank, suit) {
			intArg(rank, -(2 ** 31), 2 ** 31 - 1, 'rank', InvalidCardError);
			intArg(suit, -(2 ** 31), 2 ** 31 - 1, 'suit', InvalidCardError);
			return cards[native.outI32('escopa_card_make', rank, suit)];
		}

		/** Reads a card in any deck style: "7o", "7♦", "7 de Oros",
		 *  "Settebello"... `style` decides only how a suit initial "c"
		 *  reads (clubs in the French styles, cups otherwise). Throws
		 *  ParseError with offset, line, column and reason. */
		static parse(text, style = Style.ANY) {
			textArg(text, 'card text');
			styleArg(style, true);
			return native.withText(text, (ptr, len) => cards[native.frame(() => {
				const out = native.alloc(4);
				native.parse('escopa_card_read', [ptr, len, style, out]);
				return native.i32(out);
			})]);
		}

		/** The id, 0..41. */
		get id() { return this.#id; }
		/** The rank, 1..10 (Rank.JOKER, 0, for a joker). */
		get rank() { return this.#rank; }
		/** The suit (Suit), null for a joker. */
		get suit() { return this.#suit; }
		/** The capture value: 1..7, Jack 8, Knight 9, King 10; 0 for a joker. */
		get value() { return this.#value; }
		/** Whether the card is one of the two jokers. */
		get isJoker() { return this.#id >= 40; }

		/** The card's name in a deck style (Style, not ANY). */
		format(style = Style.ASCII) {
			styleArg(style, false);
			return native.format('escopa_card_format', [this.#id, style], 32);
		}

		/** The short ASCII name, such as "7o". */
		toString() { return names[this.#id]; }
		toJSON() { return names[this.#id]; }
	}

	const cards = [];
	for (let id = 0; id < CARD_COUNT; id++)
		cards.push(new Card(make, id));
	const names = cards.map((card) => card.format(Style.ASCII));
	Object.freeze(cards);

	/** An immutable set of cards over a 64-bit mask (bit `id` for the card
	 *  `id`): iterable in id order, with `size`, `has()`, and set algebra. */
	class CardSet {
		#mask;

		/** A set from cards, card names or ids, or from card text such as
		 *  "7o 3e" (parsed as CardSet.parse() does); empty without one. */
		constructor(cardsOrText = undefined, trustedMask = 0n) {
			let mask = 0n;
			if (cardsOrText === fromMaskKey) {
				mask = trustedMask;
			} else if (typeof cardsOrText === 'string') {
				mask = parseMask(cardsOrText, Style.ANY);
			} else if (cardsOrText !== undefined) {
				if (cardsOrText === null || typeof cardsOrText[Symbol.iterator] !== 'function')
					throw new TypeError(`a CardSet is made from cards or text, not ${describe(cardsOrText)}`);
				for (const card of cardsOrText)
					mask |= 1n << BigInt(cardArg(card).id);
			}
			this.#mask = mask;
			Object.freeze(this);
		}

		/** The set of a mask (a BigInt, or a Number up to 2**53 - 1);
		 *  InvalidCardError for a bit above the last joker. */
		static fromMask(mask) {
			const value = u64Arg(mask, 'card set mask', InvalidCardError);
			if (value & ~ALL_CARDS)
				throw new InvalidCardError(`card set mask 0x${value.toString(16)} has bits above ` +
							   'the last card id, 41');
			return trusted(value);
		}

		/** Reads card names separated by commas, or by blanks or "+" when
		 *  there is no comma. ParseError for a name that is no card or a
		 *  card named twice. */
		static parse(text, style = Style.ANY) {
			return trusted(parseMask(text, style));
		}

		/** The 64-bit mask, a BigInt. */
		get mask() { return this.#mask; }
		/** The number of cards. */
		get size() {
			let n = 0;
			for (let m = this.#mask; m; m &= m - 1n)
				n++;
			return n;
		}
		/** The sum of the cards' capture values. */
		get value() {
			let sum = 0;
			for (const card of this)
				sum += card.value;
			return sum;
		}

		/** Whether the set holds a card (a Card, a name or an id). */
		has(card) {
			return (this.#mask >> BigInt(cardArg(card).id) & 1n) === 1n;
		}

		*[Symbol.iterator]() {
			for (let id = 0, m = this.#mask; m; id++, m >>= 1n)
				if (m & 1n)
					yield cards[id];
		}

		/** The cards, in id order. */
		toArray() { return [...this]; }
		union(other) { return trusted(this.#mask | setArg(other).#mask); }
		intersection(other) { return trusted(this.#mask & setArg(other).#mask); }
		difference(other) { return trusted(this.#mask & ~setArg(other).#mask); }
		equals(other) { return other instanceof CardSet && other.#mask === this.#mask; }
		get isEmpty() { return this.#mask === 0n; }

		/** The set as text in a deck style, in id order ("7o 10b"). */
		format(style = Style.ASCII) {
			styleArg(style, false);
			return native.format('escopa_cardset_format', [this.#mask, style], 256);
		}

		toString() { return this.format(Style.ASCII); }
		toJSON() { return this.format(Style.ASCII); }
	}

	const fromMaskKey = Symbol('CardSet mask');
	/** The set of a mask the library wrote or that was checked. */
	const trusted = (mask) => new CardSet(fromMaskKey, mask);

	/** A style to write (ANY only when reading). */
	function styleArg(style, reading) {
		intArg(style, 0, reading ? Style.ANY : Style.ANY - 1, 'style');
	}

	function parseMask(text, style) {
		cStringArg(text, 'card set text', ParseError);
		styleArg(style, true);
		return native.withText(text, (ptr) => native.outU64('escopa_cardset_parse', ptr, style));
	}

	/** A card from a Card, its name or its id. */
	function cardArg(card) {
		if (card instanceof Card)
			return card;
		if (typeof card === 'string')
			return Card.parse(card);
		if (typeof card === 'number')
			return Card.fromId(card);
		throw new TypeError(`expected a card (a Card, its name or its id), not ${describe(card)}`);
	}

	/** A CardSet from a CardSet or card text. */
	function setArg(set) {
		if (set instanceof CardSet)
			return set;
		if (typeof set === 'string')
			return CardSet.parse(set);
		throw new TypeError(`expected a CardSet or card text, not ${describe(set)}`);
	}

	Object.assign(ctx, { Card, CardSet, cards, cardArg, setArg, styleArg, trustedSet: trusted });
}
