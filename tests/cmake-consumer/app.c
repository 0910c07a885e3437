/* The toy CMake project's program: a seeded game of Escopa between two
 * greedy players, and the check that the library it runs with is at
 * least the one whose headers it was built with. */
#include <stdio.h>
#include <escopa/escopa.h>

int main(void)
{
	if (escopa_version_number() < ESCOPA_VERSION_NUMBER) {
		fprintf(stderr, "built with libescopa %s, running with %s\n",
			ESCOPA_VERSION_STRING, escopa_version_string());
		return 1;
	}
	struct escopa_rules *rules;
	struct escopa_game *game;
	if (escopa_rules_new(ESCOPA_PRESET_ESCOPA, &rules) || escopa_game_new(rules, 2, 15, &game))
		return 1;
	enum escopa_phase phase;
	int plays = 0;
	while (!escopa_game_phase(game, &phase) && phase != ESCOPA_PHASE_GAME_OVER) {
		escopa_move_t move;
		if (phase == ESCOPA_PHASE_HAND_OVER) {
			if (escopa_game_next_hand(game))
				return 1;
		} else if (escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, NULL, &move) ||
			   escopa_game_play(game, move, NULL)) {
			return 1;
		} else {
			plays++;
		}
	}
	int winner;
	if (escopa_game_winner(game, &winner))
		return 1;
	printf("app: side %d wins after %d plays (libescopa %s)\n", winner, plays,
	       escopa_version_string());
	escopa_game_free(game);
	escopa_rules_free(rules);
	return 0;
}
