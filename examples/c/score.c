/*
 * score.c: scores winning hands given on the command line (or a built-in
 * list) and prints their yaku (with their English names), their fu item by
 * item, han, fu and payments.
 *
 *     score                       the built-in hands
 *     score 'HAND WIN [WORD...]'  one argument a hand, as many as you like
 *
 * HAND is the concealed tiles with the winning tile, in MPSZ (0 = red five);
 * WIN the winning tile ("5s"). The words that may follow:
 *     tsumo riichi double-riichi ippatsu rinshan chankan haitei houtei
 *     tenhou chiihou                         what happened
 *     seat=E|S|W|N round=E|S|W|N             winds (default: both east)
 *     dora=3p,5z ura=1m                      indicators
 *     honba=N sticks=N                       counters on the table
 *     chi=123m pon=555z kan=5555p ankan=... shouminkan=...   declared melds
 *                                            (a 0 in a meld is a red five)
 *
 * Exit status: 0 when every hand scored, 1 when one did not, 2 on a word
 * the program does not know.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tehai.h"

static const char *const builtin[] = {
    "234567m345p23455s 2s tsumo seat=S",
    "123456789p234s11z 4s riichi ippatsu dora=9p ura=3m",
    "22m456789p3344s55s 5s riichi tsumo seat=E dora=1s honba=1 sticks=1",
    "1199m1155p3377s11z 1z riichi",
    "19m19p19s1234567z1m 1m seat=W",
    "055m345p11s 1s chi=678s pon=777z seat=N dora=4m",
    "11m 1m ankan=2222z kan=3333z shouminkan=4444z pon=111z tsumo",
};

/* A tile written "5s" or "0s" (red five): its index 0..33 and whether red.
 * Returns 0 when `text` is not one tile. */
static int parse_tile(const char *text, size_t len, uint8_t *index, int *red)
{
    TehaiParsedHand parsed;
    uint8_t counts[TEHAI_TILE_KINDS];
    uint32_t tiles;
    unsigned i;
    if (tehai_parsed_hand_from_mpsz(text, len, &parsed) != TEHAI_STATUS_OK ||
        tehai_hand_tile_count(&parsed.hand, &tiles) != TEHAI_STATUS_OK || tiles != 1 ||
        tehai_hand_to_counts(&parsed.hand, counts, sizeof counts) != TEHAI_STATUS_OK) {
        return 0;
    }
    for (i = 0; i < TEHAI_TILE_KINDS; ++i) {
        if (counts[i] != 0) {
            *index = (uint8_t)i;
        }
    }
    *red = parsed.red_fives[0] + parsed.red_fives[1] + parsed.red_fives[2] != 0;
    return 1;
}

/* A meld written as its tiles ("123m", "0555p"): its lowest tile and red fives. */
static int parse_meld(const char *text, uint8_t kind, TehaiMeld *meld)
{
    TehaiParsedHand parsed;
    uint8_t counts[TEHAI_TILE_KINDS];
    unsigned i;
    if (tehai_parsed_hand_from_mpsz(text, strlen(text), &parsed) != TEHAI_STATUS_OK ||
        tehai_hand_to_counts(&parsed.hand, counts, sizeof counts) != TEHAI_STATUS_OK) {
        return 0;
    }
    memset(meld, 0, sizeof *meld);
    meld->kind = kind;
    for (i = TEHAI_TILE_KINDS; i-- > 0;) {
        if (counts[i] != 0) {
            meld->tile = (uint8_t)i;
        }
    }
    meld->red_fives = (uint8_t)(parsed.red_fives[0] + parsed.red_fives[1] + parsed.red_fives[2]);
    return 1; /* tehai_score checks that it is a meld */
}

static int parse_wind(const char *text, uint8_t *wind)
{
    const char *winds = "ESWN";
    const char *found = text[0] != '\0' && text[1] == '\0' ? strchr(winds, text[0]) : NULL;
    if (found == NULL) {
        return 0;
    }
    *wind = (uint8_t)(found - winds);
    return 1;
}

/* A list of indicators "3p,5z". */
static int parse_indicators(const char *text, uint8_t *out, uint8_t *count)
{
    *count = 0;
    while (*text != '\0') {
        size_t len = strcspn(text, ",");
        int red;
        if (*count == TEHAI_MAX_INDICATORS || !parse_tile(text, len, &out[*count], &red)) {
            return 0;
        }
        ++*count;
        text += len + (text[len] == ',');
    }
    return 1;
}

static int parse_number(const char *text, uint16_t *out)
{
    char *end;
    unsigned long value = strtoul(text, &end, 10);
    if (*text < '0' || *text > '9' || *end != '\0' || value > 65535ul) {
        return 0;
    }
    *out = (uint16_t)value;
    return 1;
}

/* Reads one word of a hand's description into `win`; 0 if unknown. */
static int apply_word(const char *word, TehaiWinContext *win)
{
    static const struct {
        const char *name;
        size_t offset;
    } flags[] = {
        {"tsumo", offsetof(TehaiWinContext, tsumo)},
        {"riichi", offsetof(TehaiWinContext, riichi)},
        {"double-riichi", offsetof(TehaiWinContext, double_riichi)},
        {"ippatsu", offsetof(TehaiWinContext, ippatsu)},
        {"rinshan", offsetof(TehaiWinContext, rinshan)},
        {"chankan", offsetof(TehaiWinContext, chankan)},
        {"haitei", offsetof(TehaiWinContext, haitei)},
        {"houtei", offsetof(TehaiWinContext, houtei)},
        {"tenhou", offsetof(TehaiWinContext, tenhou)},
        {"chiihou", offsetof(TehaiWinContext, chiihou)},
    };
    static const struct {
        const char *name;
        uint8_t kind;
    } melds[] = {
        {"chi=", TEHAI_MELD_KIND_CHI},       {"pon=", TEHAI_MELD_KIND_PON},
        {"kan=", TEHAI_MELD_KIND_OPEN_KAN},  {"shouminkan=", TEHAI_MELD_KIND_ADDED_KAN},
        {"ankan=", TEHAI_MELD_KIND_CLOSED_KAN},
    };
    size_t i;
    for (i = 0; i < sizeof flags / sizeof flags[0]; ++i) {
        if (strcmp(word, flags[i].name) == 0) {
            ((uint8_t *)win)[flags[i].offset] = 1;
            return 1;
        }
    }
    for (i = 0; i < sizeof melds / sizeof melds[0]; ++i) {
        size_t len = strlen(melds[i].name);
        if (strncmp(word, melds[i].name, len) == 0) {
            if (win->meld_count == TEHAI_MAX_DECLARED_MELDS) {
                return 0;
            }
            return parse_meld(word + len, melds[i].kind, &win->melds[win->meld_count++]);
        }
    }
    if (strncmp(word, "seat=", 5) == 0) {
        return parse_wind(word + 5, &win->seat_wind);
    }
    if (strncmp(word, "round=", 6) == 0) {
        return parse_wind(word + 6, &win->round_wind);
    }
    if (strncmp(word, "dora=", 5) == 0) {
        return parse_indicators(word + 5, win->dora_indicators, &win->dora_count);
    }
    if (strncmp(word, "ura=", 4) == 0) {
        return parse_indicators(word + 4, win->ura_indicators, &win->ura_count);
    }
    if (strncmp(word, "honba=", 6) == 0) {
        return parse_number(word + 6, &win->honba);
    }
    if (strncmp(word, "sticks=", 7) == 0) {
        return parse_number(word + 7, &win->riichi_sticks);
    }
    return 0;
}

/* The yaku with their han and English names, the fu item by item as a
 * scorer's sheet lists them, then the points. */
static void print_score(const TehaiScore *score, const TehaiExplanation *explanation)
{
    const char *limit = tehai_limit_str(score->limit, score->yakuman_multiple);
    unsigned i;
    for (i = 0; i < explanation->yaku_item_count; ++i) {
        const TehaiYakuItem *item = &explanation->yaku_items[i];
        printf("  %-22s %2u han  %s\n", tehai_yaku_str(item->yaku), (unsigned)item->han,
               tehai_yaku_name(item->yaku, TEHAI_LANGUAGE_ENGLISH));
    }
    for (i = 0; i < explanation->fu_item_count; ++i) {
        char line[64];
        size_t len;
        if (tehai_fu_item_str(&explanation->fu_items[i], line, sizeof line, &len) == TEHAI_STATUS_OK) {
            printf("  %3u fu  %s\n", (unsigned)explanation->fu_items[i].fu, line);
        }
    }
    printf("  %u han %u fu%s%s, wait %s\n", (unsigned)score->han, (unsigned)score->fu,
           limit[0] != '\0' ? ", " : "", limit, tehai_wait_str(score->wait));
    printf("  pays %u", (unsigned)score->main);
    if (score->additional != 0) {
        printf(" / %u", (unsigned)score->additional);
    }
    printf(", the winner receives %u\n", (unsigned)score->total);
}

/* Scores one description; returns 0 if it scored, 1 if tehai refused it,
 * 2 if a word was not understood. */
static int score_one(const char *description)
{
    char words[256];
    char *word, *hand_text;
    TehaiParsedHand hand;
    TehaiWinContext win;
    TehaiScore score;
    TehaiExplanation explanation;
    TehaiStatus status;
    int red;

    printf("%s\n", description);
    if (strlen(description) >= sizeof words) {
        printf("  too long\n");
        return 2;
    }
    strcpy(words, description);
    hand_text = strtok(words, " ");
    word = strtok(NULL, " ");
    if (tehai_win_context_default(&win) != TEHAI_STATUS_OK || hand_text == NULL || word == NULL) {
        printf("  expected a hand and its winning tile\n");
        return 2;
    }
    status = tehai_parsed_hand_from_mpsz(hand_text, strlen(hand_text), &hand);
    if (status != TEHAI_STATUS_OK) {
        printf("  hand: %s\n", tehai_status_str(status));
        return 1;
    }
    if (!parse_tile(word, strlen(word), &win.winning_tile, &red)) {
        printf("  not a winning tile: %s\n", word);
        return 2;
    }
    while ((word = strtok(NULL, " ")) != NULL) {
        if (!apply_word(word, &win)) {
            printf("  not understood: %s\n", word);
            return 2;
        }
    }
    status = tehai_score(&hand, &win, &score);
    if (status == TEHAI_STATUS_OK) {
        /* NULL rules: the context's preset, as tehai_score. */
        status = tehai_score_explain(&hand, &win, NULL, &explanation);
    }
    if (status != TEHAI_STATUS_OK) {
        printf("  no score: %s\n", tehai_status_str(status));
        return 1;
    }
    print_score(&score, &explanation);
    return 0;
}

int main(int argc, char **argv)
{
    int worst = 0, i;
    if (argc > 1) {
        for (i = 1; i < argc; ++i) {
            int result = score_one(argv[i]);
            worst = result > worst ? result : worst;
        }
    } else {
        for (i = 0; i < (int)(sizeof builtin / sizeof builtin[0]); ++i) {
            int result = score_one(builtin[i]);
            worst = result > worst ? result : worst;
        }
    }
    return worst;
}
