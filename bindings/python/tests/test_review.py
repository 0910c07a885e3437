# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Game review from Python: escopa.Review on a record and on one
decision, its marks and totals, its JSON, and bad arguments."""

import json
import math
import threading
import unittest

import escopa
from escopa import (Game, IllegalMoveError, IndexOutOfRangeError, Phase, PhaseError, Record,
                    Review, ReviewMark, ReviewResult)


def played_record(seed):
    """A whole Escoba de 15 game, the greedy player's moves."""
    record = Record("escoba_de_15", 2, seed)
    while True:
        with record.game as game:
            if game.phase == Phase.GAME_OVER:
                return record
            if game.phase == Phase.PLAYING:
                record.play(game.choose_move())
            else:
                record.next_hand()


def mark_of(entry):
    """The mark of a decision by doc/review.md's thresholds."""
    if entry.played == entry.best or entry.loss <= 0.02:
        return ReviewMark.BEST
    for mark, limit in ((ReviewMark.GOOD, 0.10), (ReviewMark.INACCURACY, 0.25),
                        (ReviewMark.MISTAKE, 0.60)):
        if entry.loss <= limit:
            return mark
    return ReviewMark.BLUNDER


class ReviewTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.record = played_record(7)
        with Review(seed=3) as review:
            cls.progress = []
            cls.result = review.record(
                cls.record, lambda entry, done, total: cls.progress.append((entry.index, done,
                                                                             total)))

    @classmethod
    def tearDownClass(cls):
        cls.record.close()

    def test_every_decision_is_reviewed_and_marked(self):
        moves = self.record.moves
        result = self.result
        self.assertIsInstance(result, ReviewResult)
        self.assertEqual(len(result.moves), len(moves))
        self.assertEqual(self.progress, [(i, i + 1, len(moves)) for i in range(len(moves))])
        for i, entry in enumerate(result.moves):
            self.assertEqual(entry.index, i)
            self.assertEqual(entry.played, moves[i])
            self.assertGreaterEqual(entry.loss, 0)
            self.assertEqual(entry.mark, ReviewMark.BEST if entry.choices == 1 else mark_of(entry))
            with self.record.game_at(i) as game:
                self.assertEqual(entry.seat, game.current_seat)
                self.assertTrue(game.is_legal(entry.best))

    def test_totals_add_up(self):
        result = self.result
        self.assertEqual(len(result.sides), 2)
        for totals in result.sides:
            mine = [e for e in result.moves if e.side == totals.side]
            decided = [e for e in mine if e.choices > 1]
            self.assertEqual(totals.decisions, len(decided))
            self.assertEqual(totals.forced, len(mine) - len(decided))
            self.assertEqual(totals.marks, {m.key: sum(e.mark == m for e in mine)
                                            for m in ReviewMark})
            self.assertAlmostEqual(totals.points_lost, sum(e.loss for e in decided), places=9)
            self.assertAlmostEqual(
                totals.accuracy, sum(100 * math.exp(-e.loss) for e in decided) / len(decided),
                places=9)
            losses = [result.moves[i].loss for i in totals.worst]
            self.assertLessEqual(len(losses), 3)
            self.assertEqual(losses, sorted(losses, reverse=True))
        self.assertAlmostEqual(sum(sum(h.points_lost) for h in result.hands),
                               sum(s.points_lost for s in result.sides), places=9)
        self.assertEqual((result.hands[0].game, result.hands[0].hand), (1, 1))

    def test_the_same_seed_gives_the_same_review_and_json(self):
        with Review(seed=3, threads=2) as again:
            self.assertEqual(again.record(self.record).to_json(), self.result.to_json())
        document = json.loads(self.result.to_json())
        self.assertEqual(document["review"], 1)
        self.assertEqual((document["seed"], document["rules"], document["players"]),
                         (3, "escoba_de_15", 2))
        first = document["moves"][0]
        self.assertEqual(set(first), {"index", "game", "hand", "seat", "side", "played", "best",
                                      "played_value", "best_value", "loss", "choices", "mark"})
        self.assertEqual(first["played"], str(self.record.moves[0]))
        self.assertEqual(set(document["sides"][0]), {"side", "decisions", "forced",
                                                     "points_lost", "accuracy", "marks",
                                                     "worst"})
        self.assertEqual(set(document["hands"][0]), {"game", "hand", "points_lost"})

    def test_one_decision_until_reset(self):
        game = Game("escoba_de_15", seed=11)
        moves = game.legal_moves()
        with Review() as review:
            first = review.decision(game, moves[0])
            text = review.decision(game, str(moves[-1]))
            self.assertEqual((first.index, text.index), (0, 1))
            self.assertEqual((first.game, first.hand, first.choices), (1, 1, len(moves)))
            self.assertEqual(first.best_value, text.best_value)
            totals = review.totals(first.side)
            self.assertEqual(totals.decisions + totals.forced, 2)
            review.reset()
            empty = review.totals(first.side)
            self.assertEqual((empty.decisions, empty.accuracy, empty.worst), (0, 100.0, ()))
            self.assertEqual(ReviewMark.BLUNDER.key, "blunder")

    def test_bad_arguments_change_nothing(self):
        game = Game("escoba_de_15", seed=2)
        with Review(seed=5) as review:
            review.decision(game, game.legal_moves()[0])
            before = review.totals(0)
            other = next(iter(game.hand(1)))
            with self.assertRaises(IllegalMoveError):
                review.decision(game, str(other))
            with self.assertRaises(IndexOutOfRangeError):
                review.totals(4)
            with self.assertRaises(TypeError):
                review.totals(1.0)
            with self.assertRaises(TypeError):
                review.decision(game.view(0), "x")
            with self.assertRaises(TypeError):
                review.record(game)
            over = Game("escoba_de_15", seed=2)
            while over.phase == Phase.PLAYING:
                over.play(over.legal_moves()[0])
            with self.assertRaises(PhaseError):
                review.decision(over, game.legal_moves()[0])
            self.assertEqual(review.totals(0), before)

            def stop(entry, done, total):
                if done == 4:
                    raise KeyboardInterrupt
            with self.assertRaises(KeyboardInterrupt):
                review.record(self.record, stop)
            counted = [review.totals(s) for s in (0, 1)]
            self.assertEqual(sum(t.decisions + t.forced for t in counted), 4)
        with self.assertRaises(escopa.InvalidArgumentError):
            Review(threads=0)
        with self.assertRaises(escopa.InvalidArgumentError):
            Review(seed=-1)
        with self.assertRaises(ValueError):
            review.totals(0)
        self.assertIn("closed", repr(review))

    def test_reviews_run_in_threads_at_once(self):
        results = [None, None]

        def run(k):
            with Review(seed=9) as review, self.records[k] as record:
                results[k] = review.record(record).to_json()
        # a Record is used by one thread at a time: a copy each
        self.records = [self.record.copy(), self.record.copy()]
        threads = [threading.Thread(target=run, args=(k,)) for k in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(results[0], results[1])


if __name__ == "__main__":
    unittest.main()
