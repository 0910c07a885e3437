/* A seeded game of Escoba de 15, every move the first legal one: the
 * smallest program a parent project builds against libescopa. */
#include <stdio.h>
#include <escopa/escopa.h>

int main(void)
{
	struct escopa_rules *rules;
	struct escopa_game *game;
	if (escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules) ||
	    escopa_game_new(rules, 2, 7, &game))
		return 1;
	enum escopa_phase phase;
	while (!escopa_game_phase(game, &phase) && phase != ESCOPA_PHASE_GAME_OVER) {
		escopa_move_t move;
		if (phase == ESCOPA_PHASE_HAND_OVER)
			escopa_game_next_hand(game);
		else if (escopa_game_move_at(game, 0, &move) || escopa_game_play(game, move, NULL))
			return 1;
	}
	int winner;
	if (escopa_game_winner(game, &winner))
		return 1;
	printf("toy: side %d wins (libescopa %s)\n", winner, escopa_version_string());
	escopa_game_free(game);
	escopa_rules_free(rules);
	return 0;
}
