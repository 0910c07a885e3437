// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Cards and card sets in every deck style.

import test from 'node:test';
import assert from 'node:assert/strict';
import { escopa, throwsStatus } from './helpers.mjs';

const { Card, CardSet, Style, Suit, Rank, InvalidCardError, ParseError } = escopa;

test('the 42 cards: ids, ranks, suits, values, jokers', () => {
	for (let id = 0; id < escopa.CARD_COUNT; id++) {
		const card = Card.fromId(id);
		assert.equal(card.id, id);
		assert.equal(Card.fromId(id), card, 'one object per card');
		if (id < 40) {
			assert.equal(card.rank, Math.floor(id / 4) + 1);
			assert.equal(card.suit, id % 4);
			assert.equal(card.value, card.rank);
			assert.equal(card.isJoker, false);
			assert.equal(Card.of(card.rank, card.suit), card);
		} else {
			assert.equal(card.rank, Rank.JOKER);
			assert.equal(card.suit, null);
			assert.equal(card.value, 0);
			assert.equal(card.isJoker, true);
		}
		for (const style of [Style.ASCII, Style.FRENCH, Style.FRENCH_ASCII, Style.SPANISH, Style.ITALIAN])
			assert.equal(Card.parse(card.format(style), style), card, `${card} in style ${style}`);
	}
	assert.ok(Object.isFrozen(Card.fromId(0)));
});

test('card names in every style, and the traditional names', () => {
	const seven = Card.of(7, Suit.COINS);
	assert.equal(seven.toString(), '7o');
	assert.equal(seven.format(Style.FRENCH), '7♦');
	assert.equal(seven.format(Style.FRENCH_ASCII), '7d');
	assert.equal(seven.format(Style.SPANISH), '7 de Oros');
	assert.equal(seven.format(Style.ITALIAN), '7 di Denari');
	for (const name of ['Settebello', 'Siete de Velo', 'Sete Belo', 'guindis', ' 7♦ '])
		assert.equal(Card.parse(name), seven);
	assert.equal(Card.parse('Caballo de Copas').format(Style.FRENCH), 'Q♥');
	assert.equal(Card.parse('Kc', Style.FRENCH).suit, Suit.CLUBS);
	assert.equal(Card.parse('10c').suit, Suit.CUPS);
	assert.equal(JSON.stringify([seven]), '["7o"]');
});

test('bad cards: InvalidCardError, ParseError with where, TypeError', () => {
	throwsStatus(assert, () => Card.fromId(42), InvalidCardError, 3);
	throwsStatus(assert, () => Card.fromId(-1), InvalidCardError, 3);
	throwsStatus(assert, () => Card.of(11, Suit.COINS), InvalidCardError, 3);
	throwsStatus(assert, () => Card.of(1, 4), InvalidCardError, 3);
	assert.throws(() => Card.fromId(1.5), TypeError);
	assert.throws(() => Card.fromId('1'), TypeError);
	assert.throws(() => Card.parse(7), TypeError);
	assert.throws(() => new Card(), TypeError);
	assert.throws(() => Card.parse('7o', Style.ANY + 1), escopa.InvalidArgumentError);
	assert.throws(() => Card.fromId(0).format(Style.ANY), escopa.InvalidArgumentError);
	assert.throws(() => Card.parse('11o'), (error) => {
		assert.ok(error instanceof ParseError);
		assert.equal(error.status, 11);
		assert.equal(error.statusName, 'ESCOPA_E_PARSE');
		assert.equal(error.line, 1);
		assert.ok(error.column >= 1);
		assert.equal(typeof error.reason, 'string');
		assert.equal(error.parseStatusName, 'ESCOPA_E_PARSE');
		return true;
	});
});

test('card sets: text, masks, iteration, algebra', () => {
	const set = new CardSet('7o 3e 10b');
	assert.equal(set.size, 3);
	assert.equal(set.value, 20);
	assert.equal(set.toString(), '3e 7o 10b');
	assert.equal(set.format(Style.SPANISH), '3 de Espadas, 7 de Oros, Rey de Bastos');
	assert.deepEqual([...set].map((c) => c.id), [10, 24, 39]);
	assert.equal(set.mask, (1n << 10n) | (1n << 24n) | (1n << 39n));
	assert.ok(CardSet.fromMask(set.mask).equals(set));
	assert.ok(new CardSet(['7o', 10, Card.fromId(39)]).equals(set));
	assert.ok(CardSet.parse('3 de Espadas, Settebello, Rey de Bastos').equals(set));
	assert.ok(set.has('7o') && set.has(24) && !set.has('7c'));
	assert.equal(set.union('7c').size, 4);
	assert.equal(set.intersection('7o 7c').toString(), '7o');
	assert.equal(set.difference('7o').toString(), '3e 10b');
	assert.ok(new CardSet().isEmpty);
	assert.equal(new CardSet('').size, 0);
	assert.equal(new CardSet().toString(), '');
	assert.ok(Object.isFrozen(set));
	throwsStatus(assert, () => CardSet.fromMask(1n << 42n), InvalidCardError, 3);
	throwsStatus(assert, () => CardSet.fromMask(-1), InvalidCardError, 3);
	throwsStatus(assert, () => CardSet.parse('7o 7o'), ParseError, 11);
	throwsStatus(assert, () => CardSet.parse('7o\0 7c'), ParseError, 11, /cannot hold a NUL/);
	throwsStatus(assert, () => new CardSet('7o\0'), ParseError, 11);
	assert.throws(() => CardSet.fromMask('7'), TypeError);
	assert.throws(() => new CardSet(7), TypeError);
	assert.throws(() => set.union(3), TypeError);
});
