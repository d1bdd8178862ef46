/*
 * example.c: tehai from C99, the way an engine would use it.
 *
 * Build and run (from the repository root):
 *     cargo build --release --manifest-path capi/c-lib/Cargo.toml
 *     make -C ffi-examples run
 *
 * Every call returns a TehaiStatus; 0 (TEHAI_STATUS_OK) is success and
 * tehai_status_str() explains any other value. Outputs are written only on
 * success, so on failure your variables keep what they held.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tehai.h"

/* Prints the status of a call that must succeed, and exits if it failed. */
static void must(TehaiStatus status, const char *what)
{
    if (status != TEHAI_STATUS_OK) {
        fprintf(stderr, "%s failed: %s (status %u)\n", what, tehai_status_str(status),
                (unsigned)status);
        exit(1);
    }
}

/* Parses MPSZ text such as "123m456p789s11122z" into a hand. */
static TehaiHand parse(const char *text)
{
    TehaiHand hand;
    must(tehai_hand_from_mpsz(text, strlen(text), &hand), text);
    return hand;
}

/* Tile index 0..33 -> "1m".."7z". */
static void print_tile(unsigned tile)
{
    printf("%c%c", (char)('1' + tile % 9), "mpsz"[tile / 9]);
}

static void print_block(TehaiBlock block)
{
    unsigned rank = block.tile % 9u;
    char suit = "mpsz"[block.tile / 9u];
    switch (block.kind) {
    case TEHAI_BLOCK_KIND_SEQUENCE:
        printf("%u%u%u%c", rank + 1, rank + 2, rank + 3, suit);
        break;
    case TEHAI_BLOCK_KIND_TRIPLET:
        printf("%u%u%u%c", rank + 1, rank + 1, rank + 1, suit);
        break;
    case TEHAI_BLOCK_KIND_PAIR:
        printf("%u%u%c", rank + 1, rank + 1, suit);
        break;
    default:
        printf("?");
        break;
    }
}

/* A declared meld as "pon 777z", "chi 789s", "ankan 5555p (1 red)". */
static void print_meld(TehaiMeld meld)
{
    static const char *const kinds[] = {"chi", "pon", "kan", "shouminkan", "ankan"};
    unsigned rank = meld.tile % 9u;
    char suit = "mpsz"[meld.tile / 9u];
    unsigned copies = meld.kind == TEHAI_MELD_KIND_PON ? 3u : 4u;
    unsigned i;
    printf("%s ", meld.kind < 5 ? kinds[meld.kind] : "?");
    if (meld.kind == TEHAI_MELD_KIND_CHI) {
        printf("%u%u%u%c", rank + 1, rank + 2, rank + 3, suit);
    } else {
        for (i = 0; i < copies; ++i) {
            printf("%u", rank + 1);
        }
        printf("%c", suit);
    }
    if (meld.red_fives > 0) {
        printf(" (%u red)", (unsigned)meld.red_fives);
    }
}

static void print_tile_set(uint64_t set)
{
    unsigned tile;
    if (set == 0) {
        printf(" -");
        return;
    }
    for (tile = 0; tile < TEHAI_TILE_KINDS; ++tile) {
        if ((set >> tile) & 1u) {
            printf(" ");
            print_tile(tile);
        }
    }
}

static void print_forms(uint32_t forms)
{
    if (forms == 0) {
        printf(" not-complete");
    }
    if (forms & TEHAI_WIN_REGULAR) {
        printf(" regular");
    }
    if (forms & TEHAI_WIN_SEVEN_PAIRS) {
        printf(" seven-pairs");
    }
    if (forms & TEHAI_WIN_THIRTEEN_ORPHANS) {
        printf(" thirteen-orphans");
    }
}

static void print_shanten_field(const char *name, int8_t value)
{
    if (value == TEHAI_SHANTEN_NOT_APPLICABLE) {
        printf(" %s=n/a", name);
    } else {
        printf(" %s=%d", name, value);
    }
}

/* Scores a hand and prints its yaku, han, fu, limit and payments. */
static void show_score(const char *text, const TehaiWinContext *context)
{
    TehaiParsedHand hand;
    TehaiScore score;
    TehaiStatus status;
    unsigned bit;
    uint32_t b;
    must(tehai_parsed_hand_from_mpsz(text, strlen(text), &hand), text);
    status = tehai_score(&hand, context, &score);
    printf("%s on ", text);
    print_tile(context->winning_tile);
    printf(" (%s):", context->tsumo ? "tsumo" : "ron");
    if (status != TEHAI_STATUS_OK) {
        printf(" status %u: %s\n", (unsigned)status, tehai_status_str(status));
        return;
    }
    for (bit = 0; bit < TEHAI_YAKU_COUNT; ++bit) {
        if ((score.yaku >> bit) & 1u) {
            printf(" %s %u", tehai_yaku_str(bit), (unsigned)score.yaku_han[bit]);
        }
    }
    printf("\n  %u han %u fu", (unsigned)score.han, (unsigned)score.fu);
    if (score.limit != TEHAI_LIMIT_NONE) {
        printf(" %s", tehai_limit_str(score.limit, score.yakuman_multiple));
    }
    printf(": main %u additional %u total %u\n ", (unsigned)score.main,
           (unsigned)score.additional, (unsigned)score.total);
    for (b = 0; b < score.block_count; ++b) {
        printf(" ");
        print_block(score.blocks[b]);
    }
    for (b = 0; b < score.meld_count; ++b) {
        printf(" [");
        print_meld(score.melds[b]);
        printf("]");
    }
    printf(", %s\n", tehai_wait_str(score.wait));
}

/* Lists every decomposition, using a buffer that always suffices. */
static void show_decompositions(const char *text)
{
    TehaiHand hand = parse(text);
    TehaiDecomposition found[TEHAI_MAX_DECOMPOSITIONS];
    size_t count = 0;
    uint32_t forms = 0;
    size_t i;
    uint32_t b;

    /* The second argument is the context (declared melds, players, seen
     * tiles): NULL is the plain table, four players, nothing else known. */
    must(tehai_hand_decompose(&hand, NULL, found, TEHAI_MAX_DECOMPOSITIONS, &count, &forms),
         "tehai_hand_decompose");
    printf("%s: %u decomposition(s);", text, (unsigned)count);
    print_forms(forms);
    printf("\n");
    for (i = 0; i < count; ++i) {
        printf(" ");
        for (b = 0; b < found[i].block_count; ++b) {
            printf(" ");
            print_block(found[i].blocks[b]);
        }
        printf("\n");
    }
}

/* Asks how many decompositions there are first, then allocates exactly. */
static void show_size_query(const char *text)
{
    TehaiHand hand = parse(text);
    size_t needed = 0;
    uint32_t forms = 0;
    TehaiStatus status = tehai_hand_decompose(&hand, NULL, NULL, 0, &needed, &forms);
    TehaiDecomposition *found;
    size_t count = 0;

    if (status != TEHAI_STATUS_BUFFER_TOO_SMALL && status != TEHAI_STATUS_OK) {
        must(status, "size query");
    }
    printf("%s: size query says %u\n", text, (unsigned)needed);
    found = (TehaiDecomposition *)malloc(needed * sizeof *found);
    if (found == NULL) {
        exit(1);
    }
    must(tehai_hand_decompose(&hand, NULL, found, needed, &count, &forms), "tehai_hand_decompose");
    printf("  got %u, first has %u blocks\n", (unsigned)count, (unsigned)found[0].block_count);
    free(found);
}

static void show_win(const char *text)
{
    TehaiHand hand = parse(text);
    uint32_t forms = 0;
    must(tehai_hand_win_forms(&hand, &forms), "tehai_hand_win_forms");
    printf("%s:", text);
    print_forms(forms);
    printf("\n");
}

static void show_waits(const char *text)
{
    TehaiHand hand = parse(text);
    TehaiWaits waits;
    must(tehai_hand_waits(&hand, NULL, &waits), "tehai_hand_waits");
    printf("%s: waits", text);
    print_tile_set(waits.waits);
    printf(" | fifth tile");
    print_tile_set(waits.fifth_tile);
    printf("\n");
}

static void show_shanten(const char *text)
{
    TehaiHand hand = parse(text);
    TehaiShanten shanten;
    must(tehai_hand_shanten(&hand, NULL, &shanten), "tehai_hand_shanten");
    printf("%s:", text);
    print_shanten_field("min", shanten.min);
    print_shanten_field("regular", shanten.regular);
    print_shanten_field("seven_pairs", shanten.seven_pairs);
    print_shanten_field("thirteen_orphans", shanten.thirteen_orphans);
    printf("\n");
}

/* The useful tiles of a 3N+1 hand: the draws that lower its shanten. */
static void show_useful(const char *text)
{
    TehaiHand hand = parse(text);
    TehaiUseful useful;
    must(tehai_hand_useful_tiles(&hand, NULL, &useful), "tehai_hand_useful_tiles");
    printf("%s: %d-shanten, %u copies of", text, useful.shanten, (unsigned)useful.count);
    print_tile_set(useful.tiles);
    printf("\n");
}

/* The discard table of a 3N+2 hand: a row per distinct tile, best first. */
static void show_discards(const char *text)
{
    TehaiHand hand = parse(text);
    TehaiDiscards table;
    uint32_t row;
    must(tehai_hand_discards(&hand, NULL, &table), "tehai_hand_discards");
    printf("%s: %d-shanten, %u discards\n", text, table.shanten, (unsigned)table.row_count);
    for (row = 0; row < table.row_count && row < 3; ++row) {
        printf("  throw ");
        print_tile(table.rows[row].tile);
        printf(": %d-shanten, %u copies of", table.rows[row].shanten,
               (unsigned)table.rows[row].count);
        print_tile_set(table.rows[row].useful);
        printf("\n");
    }
}

/* Failures are ordinary return values: print what went wrong and go on. */
static void show_error(const char *text)
{
    TehaiHand hand = {{0, 0, 0, 0}};
    TehaiStatus status = tehai_hand_from_mpsz(text, strlen(text), &hand);
    printf("\"%s\": status %u: %s\n", text, (unsigned)status, tehai_status_str(status));
}

int main(void)
{
    static const char *const batch_text[] = {
        "123m456p789s1122z", "19m19p19s1234567z", "1133557799m1155p", "147m258p369s1234z",
    };
    TehaiHand batch[4];
    TehaiShanten batch_out[4];
    uint32_t batch_forms[4];
    size_t error_index = 0;
    size_t i;
    TehaiParsedHand parsed;
    char text[TEHAI_MPSZ_CAPACITY];
    size_t text_len = 0;
    TehaiHand hand;
    TehaiStatus status;

    printf("tehai %s\n", tehai_version());

    printf("\n== decompose ==\n");
    show_decompositions("22334455667788m");
    show_decompositions("12344455888999m");
    show_decompositions("123m456p789s11122z");
    show_decompositions("11223344m");
    show_decompositions("19m19p19s12345677z");
    show_decompositions("123456m"); /* 3N tiles: melds only, not a winning hand */
    show_size_query("11122233344455m");

    printf("\n== win check ==\n");
    show_win("1122m3344p5566s77z");
    show_win("123m456p789s11122z");
    show_win("123m456p789s11123z");
    show_win("55z");

    printf("\n== waits ==\n");
    show_waits("1112345678999m");
    show_waits("1111234m567p789s");
    show_waits("19m19p19s1234567z");
    show_waits("123m456p789s1122z");
    show_waits("123m456p789s1235z");

    printf("\n== shanten ==\n");
    show_shanten("123m456p789s1122z");
    show_shanten("19m19p19s1234567z");
    show_shanten("147m258p369s1234z");
    show_shanten("11119999m111p111s");
    show_shanten("1m");

    /* One call for many hands: the same answers as the single calls, one
     * boundary crossing instead of four (a convenience, not a faster path). */
    printf("\n== batch ==\n");
    for (i = 0; i < 4; ++i) {
        batch[i] = parse(batch_text[i]);
    }
    must(tehai_hands_shanten(batch, 4, batch_out, 4, &error_index), "tehai_hands_shanten");
    for (i = 0; i < 4; ++i) {
        printf("%s: shanten %d\n", batch_text[i], batch_out[i].min);
    }
    /* The win check needs 3N+2 tiles: the first 13-tile hand stops the batch,
     * its index is reported and nothing else is written. */
    status = tehai_hands_win_forms(batch, 4, batch_forms, 4, &error_index);
    printf("win check over the same hands: status %u (%s) at index %u\n", (unsigned)status,
           tehai_status_str(status), (unsigned)error_index);

    printf("\n== declared melds ==\n");
    {
        /* A player who called pon of 7z and chi of 789s and declared a closed
         * kan of 5p (one of them red) holds 5 tiles. Every byte of a TehaiMeld
         * is checked, so initialize all four (reserved = 0). */
        const TehaiMeld melds[3] = {
            {TEHAI_MELD_KIND_PON, 33, 0, 0},
            {TEHAI_MELD_KIND_CHI, 24, 0, 0},
            {TEHAI_MELD_KIND_CLOSED_KAN, 13, 1, 0},
        };
        const TehaiMeld chi_leaving_its_suit = {TEHAI_MELD_KIND_CHI, 25, 0, 0}; /* 89s + ? */
        const TehaiMeld pon_of_1z = {TEHAI_MELD_KIND_PON, 27, 0, 0};
        /* The melds go to the questions in a TehaiContext (table NULL: four
         * players, nothing seen); they are checked, then the concealed
         * tiles are split. */
        TehaiContext with_melds = {0};
        TehaiDecomposition found[TEHAI_MAX_DECOMPOSITIONS];
        size_t count = 0;
        uint32_t forms = 0;
        uint32_t b;
        with_melds.melds = melds;
        with_melds.meld_count = 3;
        hand = parse("123m11z");
        must(tehai_hand_decompose(&hand, &with_melds, found, TEHAI_MAX_DECOMPOSITIONS, &count,
                                  &forms),
             "tehai_hand_decompose");
        printf("123m11z +");
        for (i = 0; i < 3; ++i) {
            printf(" [");
            print_meld(melds[i]);
            printf("]");
        }
        printf(":");
        for (b = 0; count > 0 && b < found[0].block_count; ++b) {
            printf(" ");
            print_block(found[0].blocks[b]);
        }
        print_forms(forms);
        printf("\n");
        status = tehai_hand_check_melds(&hand, &chi_leaving_its_suit, 1);
        printf("a chi of 89s: status %u: %s\n", (unsigned)status, tehai_status_str(status));
        status = tehai_hand_check_melds(&hand, &pon_of_1z, 1);
        printf("pon of 1z beside 11z: status %u: %s\n", (unsigned)status,
               tehai_status_str(status));
    }

    printf("\n== red fives and text ==\n");
    must(tehai_parsed_hand_from_mpsz("50m055p", 7, &parsed), "tehai_parsed_hand_from_mpsz");
    printf("red fives m=%u p=%u s=%u\n", parsed.red_fives[0], parsed.red_fives[1],
           parsed.red_fives[2]);
    must(tehai_parsed_hand_to_mpsz(&parsed, text, sizeof text, &text_len), "to_mpsz");
    printf("with reds: %s (%u chars)\n", text, (unsigned)text_len);
    must(tehai_hand_to_mpsz(&parsed.hand, text, sizeof text, &text_len), "to_mpsz");
    printf("plain:     %s\n", text);
    hand = parsed.hand;
    must(tehai_hand_add_tile(&hand, 33, &hand), "tehai_hand_add_tile"); /* 7z */
    must(tehai_hand_to_mpsz(&hand, text, sizeof text, &text_len), "to_mpsz");
    printf("plus 7z:   %s\n", text);

    printf("\n== score ==\n");
    {
        /* Start from the defaults (every byte 0: Tenhou's rules),
         * then set what happened. */
        TehaiWinContext context;
        must(tehai_win_context_default(&context), "tehai_win_context_default");
        context.winning_tile = 13; /* 5p */
        context.riichi = 1;
        context.seat_wind = TEHAI_WIND_SOUTH;
        context.dora_count = 1;
        context.dora_indicators[0] = 0; /* 1m: the dora is 2m */
        show_score("234567m23455p888s", &context);
        context.tsumo = 1;
        context.honba = 1;
        context.riichi_sticks = 1;
        show_score("234067m23455p888s", &context);

        must(tehai_win_context_default(&context), "tehai_win_context_default");
        context.winning_tile = 33; /* 7z */
        show_score("19m19p19s12345677z", &context);

        must(tehai_win_context_default(&context), "tehai_win_context_default");
        context.winning_tile = 13; /* 5p */
        context.meld_count = 1;
        context.melds[0].kind = TEHAI_MELD_KIND_PON;
        context.melds[0].tile = 33; /* 777z */
        show_score("234567m23455p", &context);
        context.riichi = 1; /* riichi with an open hand */
        show_score("234567m23455p", &context);
        context.riichi = 0;
        context.melds[0].kind = TEHAI_MELD_KIND_CHI;
        context.melds[0].tile = 24; /* 789s: no yaku left */
        show_score("123567m23455p", &context);
    }

    printf("\n== efficiency ==\n");
    show_useful("146m146p222347s7z");
    show_discards("123m456p789s11223z");
    {
        /* At a table: a lone 7z beside a pon of 7z waits on a fifth 7z,
         * which does not exist. Seen tiles go in the table's counts. */
        const TehaiMeld melds[4] = {
            {TEHAI_MELD_KIND_PON, 33, 0, 0},
            {TEHAI_MELD_KIND_PON, 27, 0, 0},
            {TEHAI_MELD_KIND_CHI, 0, 0, 0},
            {TEHAI_MELD_KIND_CHI, 15, 0, 0},
        };
        TehaiTable table;
        TehaiContext at_table = {0};
        TehaiWaits waits;
        TehaiUseful useful;
        TehaiShanten shanten;
        memset(&table, 0, sizeof table);
        table.players = TEHAI_PLAYERS_FOUR;
        at_table.melds = melds;
        at_table.meld_count = 4;
        at_table.table = &table;
        hand = parse("7z");
        must(tehai_hand_waits(&hand, &at_table, &waits), "tehai_hand_waits");
        printf("7z beside pon 777z: waits");
        print_tile_set(waits.waits);
        printf(" | fifth tile");
        print_tile_set(waits.fifth_tile);
        printf("\n");
        must(tehai_hand_useful_tiles(&hand, &at_table, &useful), "tehai_hand_useful_tiles");
        printf("  %d-shanten, %u useful copies\n", useful.shanten, (unsigned)useful.count);
        /* Three players: no 2m to 8m; 1m and 9m count like honors. */
        table.players = TEHAI_PLAYERS_THREE;
        at_table.melds = NULL;
        at_table.meld_count = 0;
        hand = parse("1111m111122233z");
        must(tehai_hand_shanten(&hand, &at_table, &shanten), "tehai_hand_shanten");
        printf("1111m111122233z, three players: %d-shanten\n", shanten.min);
        hand = parse("123m456p789s1122z");
        status = tehai_hand_shanten(&hand, &at_table, &shanten);
        printf("2m with three players: status %u: %s\n", (unsigned)status,
               tehai_status_str(status));
    }

    printf("\n== errors ==\n");
    show_error("123m456p789s8z");
    show_error("11111m");
    show_error("123456789m123456p");
    show_error("");
    hand = parse("123m456p789s1122z");
    status = tehai_hand_win_forms(&hand, batch_forms);
    printf("win check of 13 tiles: status %u: %s\n", (unsigned)status, tehai_status_str(status));
    status = tehai_hand_check(&hand, 5);
    printf("five declared melds: status %u: %s\n", (unsigned)status, tehai_status_str(status));
    return 0;
}
