/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Every help text of the escopa tool, by command; doc/escopa.1 says the
 * same at more length. Needs nothing of the other files, so that the
 * option parser (args.c) and the dispatcher (main.c) can both print help.
 */

#include <string.h>
#include "cli.h"

static const char general_help[] =
	"Usage: escopa COMMAND [OPTIONS] [ARGUMENTS]\n"
	"       escopa --help | --version\n"
	"       escopa help COMMAND\n"
	"\n"
	"Play and analyse Escopa, Escoba and Scopa games with libescopa.\n"
	"\n"
	"Commands:\n"
	"  play      play a game in the terminal against the computer or hot-seat\n"
	"  moves     list the legal moves of a position\n"
	"  position  print the position notation of a seeded game after some plays\n"
	"  perft     count the leaves of the move tree of a position\n"
	"  replay    replay a game record and print its hands and scores\n"
	"  review    mark every move of a game record against the expert's analysis\n"
	"  selfplay  play many computer games on every core and print statistics\n"
	"  tournament  a round robin of players over paired deals, with ratings\n"
	"  help      print the help of a command\n"
	"\n";

static const char general_help_end[] =
	"Exit status: 0 success, 1 failure while running, 2 bad arguments or input.\n"
	"See escopa(1) for everything.\n";

static const char play_help[] =
	"Usage: escopa play [--preset P | --rules TEXT] [--players N] [--seed S]\n"
	"                   [--humans SEATS] [--level L | --opponent greedy|random]\n"
	"                   [--style STYLE] [--no-color] [--record FILE]\n"
	"                   [--review | --no-review]\n"
	"\n"
	"Plays a whole game in the terminal. Human seats type a move's number from\n"
	"the numbered list, or the move as text in any card style (\"7o x 5c+3e\",\n"
	"\"7d x 5h+3s\", \"7 de Oros x 8 de Copas\"); a card alone plays that card when\n"
	"it has one legal move, and Enter plays the only move left. '?' or 'help'\n"
	"explains and shows the moves again, 'h' or 'hint' shows what the expert\n"
	"level thinks each move is worth, 'u' or 'undo' takes back your last move\n"
	"and the computers' after it, 'q' quits. Several --humans play hot-seat, passing the device between turns;\n"
	"in the Spanish style 10, 11 and 12 de Oros are Sota, Caballo, Rey.\n"
	"\n"
	"  --preset P        rules preset (default escoba_de_15)\n"
	"  --rules TEXT      rules as text, e.g. \"escoba target=21\" (doc/notation.md)\n"
	"  --players N       2, 3 or 4 players (default 2)\n"
	"  --seed S          seed of the deal (default: from the clock, printed)\n"
	"  --humans SEATS    seats people play, comma-separated from 0, 'all' or\n"
	"                    'none' (default 0; seat 0 leads the first hand)\n"
	"  --level L         how the computer players play (default expert), rated in\n"
	"                    points a hand against the greedy player: easy -0.45 (a\n"
	"                    beginner), medium +0.05, hard +0.53, expert +0.88\n"
	"  --opponent KIND   the simple players of libescopa 1.1 instead of a level:\n"
	"                    greedy or random\n"
	"  --style STYLE     ascii, french, french-ascii, spanish or italian\n"
	"                    (default french on a UTF-8 terminal, else ascii)\n"
	"  --no-color        no ANSI colours (also off when NO_COLOR is set, TERM is\n"
	"                    dumb or stdout is not a terminal)\n"
	"  --record FILE     write the game record to FILE when the game ends or\n"
	"                    stops (see escopa replay)\n"
	"  --review          review the game at its end (or after q) without asking:\n"
	"                    the review escopa review prints of its record\n"
	"  --no-review       neither ask nor review; without either option a person\n"
	"                    at a terminal is asked \"Review the game? [y/N]\"\n"
	"\n"
	"Input ending before the game does exits with status 1.\n";

static const char moves_help[] =
	"Usage: escopa moves [--count] [--style STYLE] POSITION\n"
	"\n"
	"Lists the legal moves of the seat to play in POSITION (position notation,\n"
	"or '-' to read one line from stdin), one per line, in the library's order.\n"
	"A position with no hand in play has no moves.\n"
	"\n"
	"  --count         print only the number of moves\n"
	"  --style STYLE   card style of the moves (default ascii)\n";

static const char position_help[] =
	"Usage: escopa position [--preset P | --rules TEXT] [--players N] [--seed S]\n"
	"                       [--plies K] [--player random|greedy]\n"
	"\n"
	"Starts a game from a seed, plays K moves (dealing new hands as needed) and\n"
	"prints the position notation: a way to make positions for moves and perft.\n"
	"The random player's generator is seeded with S xor 0x5EEDC0DE5EEDC0DE.\n"
	"\n"
	"  --preset P      rules preset (default escoba_de_15)\n"
	"  --rules TEXT    rules as text instead of a preset\n"
	"  --players N     2, 3 or 4 (default 2)\n"
	"  --seed S        seed of the game (default 0)\n"
	"  --plies K       moves to play first (default 0)\n"
	"  --player KIND   who plays them: random (default) or greedy\n";

static const char perft_help[] =
	"Usage: escopa perft [--divide] [--time] POSITION DEPTH\n"
	"\n"
	"Counts the leaf nodes of the move tree of POSITION (position notation, or\n"
	"'-' for one line of stdin) DEPTH plies deep. The end of a hand is a leaf:\n"
	"the tree does not go on into the next deal. Cards the dealer hands out\n"
	"from the stock during a hand are known, so the tree goes on through them.\n"
	"\n"
	"  --divide   print each move of the position with the leaves below it\n"
	"  --time     print the time and the nodes per second on stderr\n";

static const char replay_help[] =
	"Usage: escopa replay [--style STYLE] RECORD\n"
	"\n"
	"Replays a game record (a file, or '-' for stdin; see doc/record.md),\n"
	"prints every hand's moves and score and the final scores. A record that\n"
	"is malformed or has an illegal move exits with status 2 and the line and\n"
	"reason the library gives.\n"
	"\n"
	"  --style STYLE   card style (default ascii)\n";

static const char review_help[] =
	"Usage: escopa review [--seed S] [--threads T] [--json] [--style STYLE] RECORD\n"
	"\n"
	"Reviews a game record (a file, or '-' for stdin; see doc/record.md): the\n"
	"expert level analyses every decision from the view of the seat that made\n"
	"it (never the cards that seat could not see), and each move gets the\n"
	"points of the hand it lost against the best move and a mark:\n"
	"  !   best         lost at most 0.02, or the best move itself\n"
	"      good         at most 0.10\n"
	"  ?!  inaccuracy   at most 0.25\n"
	"  ?   mistake      at most 0.60\n"
	"  ??  blunder      more\n"
	"A forced move (the only legal one) is marked best, with a loss of 0, and\n"
	"left out of the decisions and the accuracy.\n"
	"Prints each hand's moves, numbered as escopa replay numbers them, with\n"
	"their marks and the better move, the points each side lost in each hand,\n"
	"then per side: the points lost, the accuracy (the mean of 100 e^-lost\n"
	"over the decisions that had a choice), the count of each mark and the\n"
	"three worst moves. The same seed gives the same review, whatever the\n"
	"number of threads. A progress bar is drawn on stderr when it is a\n"
	"terminal. A record that is malformed or has an illegal move exits with\n"
	"status 2 and the line and reason the library gives.\n"
	"\n"
	"  --seed S        seed of the analysis (default 0)\n"
	"  --threads T     threads of the analysis (default: every online core)\n"
	"  --json          print one JSON document instead (escopa(1) gives its\n"
	"                  fields); moves in record notation\n"
	"  --style STYLE   card style of the text (default ascii)\n";

static const char selfplay_help[] =
	"Usage: escopa selfplay [--preset P | --rules TEXT] [--games N]\n"
	"                       [--seed-start S] [--players N] [--threads T]\n"
	"                       [--player KIND] [--player-SEAT KIND] [--json]\n"
	"\n"
	"Plays N computer games and prints statistics. Game i (0 <= i < N) is dealt\n"
	"from seed S+i, so a run is the same whatever the number of threads, and\n"
	"the counts of runs over disjoint seed ranges add up exactly to those of\n"
	"one run over their union.\n"
	"\n"
	"  --preset P         rules preset (default escoba_de_15)\n"
	"  --rules TEXT       rules as text instead of a preset\n"
	"  --games N          number of games (default 1000)\n"
	"  --seed-start S     seed of the first game (default 0)\n"
	"  --players N        2, 3 or 4 (default 2)\n"
	"  --threads T        threads (default: every online core)\n"
	"  --player KIND      random (default) or greedy, for every seat\n"
	"  --player-SEAT KIND the player of one seat, e.g. --player-1 greedy\n"
	"                     (seats count from 0)\n"
	"  --json             print JSON: totals to add up across runs, averages,\n"
	"                     and timings\n"
	"\n"
	"A progress line is drawn on stderr when it is a terminal.\n"
	"\n"
	"On a cluster, give each job its own seed range and add up the totals.\n"
	"A Slurm job array of 100 jobs of 1e6 games each:\n"
	"  #SBATCH --array=0-99\n"
	"  escopa selfplay --games 1000000 \\\n"
	"      --seed-start $((SLURM_ARRAY_TASK_ID * 1000000)) --json \\\n"
	"      > part-$SLURM_ARRAY_TASK_ID.json\n"
	"The same with GNU parallel over ssh hosts:\n"
	"  seq 0 99 | parallel -S host1,host2 \\\n"
	"      'escopa selfplay --games 1000000 --seed-start {}000000 --json' > parts.jsonl\n"
	"Then add up the totals, e.g. the games and the wins:\n"
	"  jq -s '{games: map(.totals.games) | add,\n"
	"          wins: (map(.totals.wins) | transpose | map(add))}' part-*.json\n"
	"With Ray, run one task per seed range that calls the same command.\n";

static const char tournament_help[] =
	"Usage: escopa tournament [--preset P | --rules TEXT] [--players N]\n"
	"                         --player SPEC --player SPEC [--player SPEC...]\n"
	"                         [--deals N] [--seed-start S] [--threads T]\n"
	"                         [--anchor NAME] [--json]\n"
	"       escopa tournament merge [--anchor NAME] [--json] PART.json...\n"
	"\n"
	"A round robin of 2 to 16 players over N paired deals. Deal i is the game\n"
	"of seed S+i, played twice for every pair: the first player on the even\n"
	"sides (side 0, and side 2 with three players), the second on the others,\n"
	"then swapped. Both games get the same cards, hand for hand. Prints, for\n"
	"each pair, the points per hand of the first over the second and the share\n"
	"of games it won (draws count half), each with a 95% interval over deals;\n"
	"a rating per player in points a hand, best first, fitted by weighted\n"
	"least squares on the pairs' margins, with its 95% interval; a chi-square\n"
	"test of that fit, and every cycle of three players that beat each other\n"
	"around (each margin's interval clear of 0); then every player's\n"
	"milliseconds per move (CPU time of its thread: one core's worth, however\n"
	"loaded the machine), the mean, median, 99th percentile and slowest.\n"
	"A run is the same whatever the number of threads. escopa(1) gives the\n"
	"formulas.\n"
	"\n"
	"  --player SPEC   a level (easy, medium, hard, expert) or a kind of bot\n"
	"                  (random, greedy, pimc, ismcts, omniscient), then seed and\n"
	"                  bot options: pimc:iterations=400,endgame_cards=6 (options:\n"
	"                  iterations, time_ms, threads, endgame_cards, randomness,\n"
	"                  exploration, nodes, lookahead, opponent_model (none or\n"
	"                  greedy), racing, mistakes; doc/players.md gives their\n"
	"                  bounds)\n"
	"  --deals N       number of deals (default 100)\n"
	"  --seed-start S  seed of the first deal (default 0)\n"
	"  --preset P      rules preset (default escoba_de_15)\n"
	"  --rules TEXT    rules as text instead of a preset\n"
	"  --players N     2, 3 or 4 at the table (default 2)\n"
	"  --threads T     threads (default: every online core)\n"
	"  --anchor NAME   rate the player of that --player text at 0 (default: the\n"
	"                  ratings sum to 0)\n"
	"  --json          print JSON, with the sums that merge adds up\n"
	"\n"
	"merge reads the --json reports of runs over other seeds (a file may hold\n"
	"several, one after another) and prints the report of the whole, or its\n"
	"JSON, which merges again. The parts must be the same tournament (rules,\n"
	"players at the table, entrants in order) over seed ranges that do not\n"
	"overlap; otherwise, or for input that is not such JSON, it exits with\n"
	"status 2. 8 players over 4000 deals, 16 parts of 250 deals, two at a time\n"
	"with GNU parallel (-S host1,host2 spreads them over ssh hosts):\n"
	"  players='--player random --player greedy --player easy --player medium\n"
	"    --player hard --player expert --player ismcts\n"
	"    --player pimc:iterations=128,endgame_cards=0'\n"
	"  deals=250\n"
	"  seq 0 $deals $((15 * deals)) | parallel -j2 escopa tournament $players \\\n"
	"      --deals $deals --seed-start {} --threads 1 --json > parts.json\n"
	"  escopa tournament merge parts.json\n"
	"A Slurm job array does the same with --array=0-15 and\n"
	"  escopa tournament $players --deals $deals --threads 1 --json \\\n"
	"      --seed-start $((SLURM_ARRAY_TASK_ID * deals)) \\\n"
	"      > part-$SLURM_ARRAY_TASK_ID.json\n"
	"then escopa tournament merge part-*.json.\n"
	"\n"
	"A progress line is drawn on stderr when it is a terminal.\n";

static const char help_help[] =
	"Usage: escopa help [COMMAND]\n"
	"\n"
	"Prints the help of COMMAND, or the list of commands.\n";

static const struct {
	const char *name;
	const char *text;
} helps[] = {
	{ "play", play_help },
	{ "moves", moves_help },
	{ "position", position_help },
	{ "perft", perft_help },
	{ "replay", replay_help },
	{ "review", review_help },
	{ "selfplay", selfplay_help },
	{ "tournament", tournament_help },
	{ "help", help_help },
};

/* The general help, with the presets the library has. */
static void
print_general_help(FILE *out)
{
	fputs(general_help, out);
	fputs("Presets:", out);
	for (int i = 0; i < escopa_preset_count(); i++)
		fprintf(out, "%s %s", i ? "," : "", escopa_preset_name((enum escopa_preset)i));
	fputs(".\n", out);
	fputs(general_help_end, out);
}

bool
cli_print_help(FILE *out, const char *name)
{
	if (!name) {
		print_general_help(out);
		return true;
	}
	for (size_t i = 0; i < sizeof helps / sizeof helps[0]; i++) {
		if (strcmp(helps[i].name, name) == 0) {
			fputs(helps[i].text, out);
			return true;
		}
	}
	return false;
}
