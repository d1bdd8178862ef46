/*
 * selfplay.c: one player alone at the table, playing by tehai's discard table.
 *
 * Each game shuffles a wall of 136 tiles (one red five per suit) with a
 * small deterministic generator, deals 13 tiles and draws up to 18 times.
 * Every turn the program cuts the first row of tehai_hand_discards (least
 * shanten, then most useful tiles), declares riichi when the cut leaves the
 * hand ready, and scores the hand with tehai_score when a draw completes it.
 *
 *     selfplay [SEED [GAMES]]      (defaults: seed 8, 4 games)
 *
 * The same seed always plays the same games.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tehai.h"

enum { WALL_TILES = 136, DEAL = 13, DRAWS = 18, DORA_SLOT = 130, URA_SLOT = 131 };

/* splitmix64: enough randomness for a shuffle, the same on every machine. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Tiles in the wall are ids 0..135: kind id / 4 (0..33), and copy 0 of each
 * five in m, p and s is the red one. */
static unsigned kind_of(unsigned id) { return id / 4u; }
static int is_red(unsigned id) { return id % 4u == 0 && kind_of(id) < 27 && kind_of(id) % 9u == 4; }

static void shuffle_wall(uint8_t wall[WALL_TILES], uint64_t *state)
{
    unsigned i;
    for (i = 0; i < WALL_TILES; ++i) {
        wall[i] = (uint8_t)i;
    }
    for (i = WALL_TILES - 1; i > 0; --i) {
        unsigned j = (unsigned)(next_random(state) % (i + 1u));
        uint8_t t = wall[i];
        wall[i] = wall[j];
        wall[j] = t;
    }
}

static void must(TehaiStatus status, const char *what)
{
    if (status != TEHAI_STATUS_OK) {
        fprintf(stderr, "%s: %s (status %u)\n", what, tehai_status_str(status), (unsigned)status);
        exit(1);
    }
}

/* "5p", or "0p" for a red five. */
static const char *tile_name(unsigned id)
{
    static char text[3];
    unsigned kind = kind_of(id);
    text[0] = is_red(id) ? '0' : (char)('1' + kind % 9u);
    text[1] = "mpsz"[kind / 9u];
    text[2] = '\0';
    return text;
}

/* The tiles held, as tehai sees them: kinds and red fives. */
typedef struct Player {
    uint8_t ids[DEAL + 1];
    unsigned count;
} Player;

static TehaiParsedHand parsed_hand(const Player *player)
{
    uint8_t counts[TEHAI_TILE_KINDS] = {0};
    TehaiParsedHand parsed;
    unsigned i;
    memset(&parsed, 0, sizeof parsed);
    for (i = 0; i < player->count; ++i) {
        unsigned kind = kind_of(player->ids[i]);
        counts[kind]++;
        if (is_red(player->ids[i])) {
            parsed.red_fives[kind / 9u]++;
        }
    }
    must(tehai_hand_from_counts(counts, TEHAI_TILE_KINDS, &parsed.hand), "tehai_hand_from_counts");
    return parsed;
}

static void print_hand(const Player *player)
{
    TehaiParsedHand parsed = parsed_hand(player);
    char text[TEHAI_MPSZ_CAPACITY];
    size_t len;
    must(tehai_parsed_hand_to_mpsz(&parsed, text, sizeof text, &len), "tehai_parsed_hand_to_mpsz");
    printf("%s", text);
}

/* Throws one tile of `kind`, a plain five rather than the red one. Returns its id. */
static unsigned throw_kind(Player *player, unsigned kind)
{
    unsigned i, pick = player->count;
    for (i = 0; i < player->count; ++i) {
        if (kind_of(player->ids[i]) == kind && (pick == player->count || is_red(player->ids[pick]))) {
            pick = i;
        }
    }
    if (pick == player->count) {
        fprintf(stderr, "no %u in hand\n", kind);
        exit(1);
    }
    {
        unsigned id = player->ids[pick];
        player->ids[pick] = player->ids[--player->count];
        return id;
    }
}

static void print_score(const TehaiScore *score)
{
    unsigned bit;
    const char *limit = tehai_limit_str(score->limit, score->yakuman_multiple);
    printf("    yaku:");
    /* Bits 48 and up (kita, local yaku) keep their han in yaku_han_local. */
    for (bit = 0; bit < TEHAI_YAKU_COUNT + TEHAI_LOCAL_YAKU_COUNT; ++bit) {
        if (score->yaku & (1ull << bit)) {
            unsigned han = bit < TEHAI_YAKU_COUNT ? score->yaku_han[bit]
                                                  : score->yaku_han_local[bit - TEHAI_YAKU_COUNT];
            printf(" %s %u,", tehai_yaku_str(bit), han);
        }
    }
    printf(" wait %s\n", tehai_wait_str(score->wait));
    printf("    %u han %u fu%s%s: %u points", (unsigned)score->han, (unsigned)score->fu,
           limit[0] ? ", " : "", limit, (unsigned)score->total);
    printf(" (%u / %u a player)\n", (unsigned)score->main, (unsigned)score->additional);
}

/* Plays one game; returns the points won (0 when the draws run out). */
static unsigned play(const uint8_t wall[WALL_TILES], unsigned seat)
{
    static const char *const winds[] = {"east", "south", "west", "north"};
    Player player;
    TehaiTable table;
    TehaiContext context;
    unsigned i, turn, riichi_turn = 0, next = DEAL;

    memset(&table, 0, sizeof table);
    table.players = TEHAI_PLAYERS_FOUR;
    memset(&context, 0, sizeof context);
    context.table = &table; /* the seen tiles: the dora indicator and our discards */
    table.seen[kind_of(wall[DORA_SLOT])]++;

    player.count = DEAL;
    for (i = 0; i < DEAL; ++i) {
        player.ids[i] = wall[i];
    }
    printf("  seat %s, dora indicator %s, dealt ", winds[seat], tile_name(wall[DORA_SLOT]));
    print_hand(&player);
    printf("\n");

    for (turn = 1; turn <= DRAWS; ++turn) {
        TehaiParsedHand parsed;
        TehaiDiscards discards;
        unsigned drawn = wall[next++], thrown;

        player.ids[player.count++] = (uint8_t)drawn;
        parsed = parsed_hand(&player);
        must(tehai_hand_discards(&parsed.hand, &context, &discards), "tehai_hand_discards");

        if (discards.shanten == -1) {
            TehaiWinContext win;
            TehaiScore score;
            must(tehai_win_context_default(&win), "tehai_win_context_default");
            win.winning_tile = (uint8_t)kind_of(drawn);
            win.tsumo = 1;
            win.seat_wind = (uint8_t)seat;
            win.round_wind = TEHAI_WIND_EAST;
            win.dora_count = 1;
            win.dora_indicators[0] = (uint8_t)kind_of(wall[DORA_SLOT]);
            if (turn == 1) {
                win.tenhou = seat == TEHAI_WIND_EAST;
                win.chiihou = seat != TEHAI_WIND_EAST;
            }
            if (riichi_turn != 0) {
                win.double_riichi = riichi_turn == 1;
                win.riichi = riichi_turn != 1;
                win.ippatsu = turn == riichi_turn + 1;
                win.ura_count = 1;
                win.ura_indicators[0] = (uint8_t)kind_of(wall[URA_SLOT]);
            }
            must(tehai_score(&parsed, &win, &score), "tehai_score");
            printf("  turn %2u: draw %s, tsumo! ", turn, tile_name(drawn));
            print_hand(&player);
            printf("\n");
            print_score(&score);
            return score.total;
        }

        if (riichi_turn != 0) {
            thrown = throw_kind(&player, kind_of(drawn)); /* after riichi the draw goes */
        } else {
            thrown = throw_kind(&player, discards.rows[0].tile);
        }
        table.seen[kind_of(thrown)]++;
        printf("  turn %2u: draw %s, cut ", turn, tile_name(drawn));
        printf("%s  ", tile_name(thrown));
        print_hand(&player);
        if (riichi_turn == 0) {
            printf("  (shanten %d, %u useful)", (int)discards.rows[0].shanten,
                   (unsigned)discards.rows[0].count);
            if (discards.rows[0].shanten == 0) {
                riichi_turn = turn;
                printf(" riichi");
            }
        }
        printf("\n");
    }
    printf("  no win in %d draws\n", DRAWS);
    return 0;
}

static unsigned long parse_number(const char *text, const char *what)
{
    char *end;
    unsigned long value = strtoul(text, &end, 10);
    if (*text == '\0' || *end != '\0' || *text == '-') {
        fprintf(stderr, "selfplay: %s must be a number, not \"%s\"\n", what, text);
        exit(2);
    }
    return value;
}

int main(int argc, char **argv)
{
    uint64_t state;
    unsigned long seed = 8, games = 4, game, wins = 0, points = 0;
    uint8_t wall[WALL_TILES];

    if (argc > 3) {
        fprintf(stderr, "usage: selfplay [SEED [GAMES]]\n");
        return 2;
    }
    if (argc > 1) {
        seed = parse_number(argv[1], "SEED");
    }
    if (argc > 2) {
        games = parse_number(argv[2], "GAMES");
    }
    state = seed;
    printf("tehai %s: self-play, seed %lu, %lu games\n", tehai_version(), seed, games);
    for (game = 0; game < games; ++game) {
        unsigned won;
        printf("game %lu\n", game + 1);
        shuffle_wall(wall, &state);
        won = play(wall, (unsigned)(game % 4));
        wins += won != 0;
        points += won;
    }
    printf("%lu of %lu games won, %lu points\n", wins, games, points);
    return 0;
}
