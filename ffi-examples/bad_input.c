/*
 * bad_input.c: every kind of bad input across the C ABI gets its own status,
 * and no call writes an output on failure or past a capacity.
 *
 * Outputs are pre-filled with a sentinel byte pattern; after a failing call
 * the test checks that the pattern is intact. Run by `cargo test -p tehai-capi`
 * (capi/tests/ffi.rs), under valgrind and with ASan/UBSan by .ci/ffi.sh. Exits
 * non-zero on failure.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "tehai.h"

static unsigned passed;
static unsigned failed;

#define SENTINEL 0xA5

#define CHECK(condition)                                                                   \
    do {                                                                                   \
        if (condition) {                                                                   \
            ++passed;                                                                      \
        } else {                                                                           \
            ++failed;                                                                      \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #condition);  \
        }                                                                                  \
    } while (0)

#define EXPECT_STATUS(call, expected)                                                      \
    do {                                                                                   \
        TehaiStatus got_ = (call);                                                         \
        if (got_ == (expected)) {                                                          \
            ++passed;                                                                      \
        } else {                                                                           \
            ++failed;                                                                      \
            fprintf(stderr, "%s:%d: %s returned %u (%s), expected %s\n", __FILE__,         \
                    __LINE__, #call, (unsigned)got_, tehai_status_str(got_), #expected);   \
        }                                                                                  \
    } while (0)

/* True if all `size` bytes at `p` still hold the sentinel. */
static int untouched(const void *p, size_t size)
{
    const unsigned char *bytes = (const unsigned char *)p;
    size_t i;
    for (i = 0; i < size; ++i) {
        if (bytes[i] != SENTINEL) {
            return 0;
        }
    }
    return 1;
}

static TehaiHand parse(const char *text)
{
    TehaiHand hand;
    memset(&hand, 0, sizeof hand);
    EXPECT_STATUS(tehai_hand_from_mpsz(text, strlen(text), &hand), TEHAI_STATUS_OK);
    return hand;
}

static void null_pointers(void)
{
    TehaiHand hand = parse("123m456p789s11122z");
    TehaiHand out_hand;
    TehaiParsedHand parsed;
    TehaiDecomposition decompositions[TEHAI_MAX_DECOMPOSITIONS];
    TehaiWaits waits;
    TehaiShanten shanten;
    uint8_t counts[TEHAI_TILE_KINDS];
    char text[TEHAI_MPSZ_CAPACITY];
    size_t size = 0;
    uint32_t value = 0;

    memset(&out_hand, SENTINEL, sizeof out_hand);
    memset(&parsed, SENTINEL, sizeof parsed);
    memset(decompositions, SENTINEL, sizeof decompositions);
    memset(&waits, SENTINEL, sizeof waits);
    memset(&shanten, SENTINEL, sizeof shanten);
    memset(counts, SENTINEL, sizeof counts);
    memset(text, SENTINEL, sizeof text);
    memset(&size, SENTINEL, sizeof size);
    memset(&value, SENTINEL, sizeof value);

    /* NULL inputs. */
    EXPECT_STATUS(tehai_hand_from_counts(NULL, TEHAI_TILE_KINDS, &out_hand),
                  TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_from_mpsz(NULL, 4, &out_hand), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_parsed_hand_from_mpsz(NULL, 4, &parsed), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_to_mpsz(NULL, text, sizeof text, &size), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_parsed_hand_to_mpsz(NULL, text, sizeof text, &size),
                  TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_to_counts(NULL, counts, sizeof counts), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_tile_count(NULL, &value), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_check(NULL, 0), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_add_tile(NULL, 0, &out_hand), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_remove_tile(NULL, 0, &out_hand), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_decompose(NULL, NULL, decompositions, TEHAI_MAX_DECOMPOSITIONS, &size,
                                       &value),
                  TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_win_forms(NULL, &value), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_waits(NULL, NULL, &waits), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_shanten(NULL, NULL, &shanten), TEHAI_STATUS_NULL_POINTER);

    /* NULL outputs. */
    EXPECT_STATUS(tehai_hand_from_mpsz("1m", 2, NULL), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_parsed_hand_from_mpsz("1m", 2, NULL), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_from_counts(counts, TEHAI_TILE_KINDS, NULL),
                  TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_to_mpsz(&hand, NULL, sizeof text, &size), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_to_mpsz(&hand, text, sizeof text, NULL), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_to_counts(&hand, NULL, TEHAI_TILE_KINDS), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_tile_count(&hand, NULL), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_add_tile(&hand, 0, NULL), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_remove_tile(&hand, 0, NULL), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_decompose(&hand, NULL, NULL, 1, &size, &value),
                  TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_decompose(&hand, NULL, decompositions, 1, NULL, &value),
                  TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_decompose(&hand, NULL, decompositions, 1, &size, NULL),
                  TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_win_forms(&hand, NULL), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_waits(&hand, NULL, NULL), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_shanten(&hand, NULL, NULL), TEHAI_STATUS_NULL_POINTER);

    CHECK(untouched(&out_hand, sizeof out_hand));
    CHECK(untouched(&parsed, sizeof parsed));
    CHECK(untouched(decompositions, sizeof decompositions));
    CHECK(untouched(&waits, sizeof waits));
    CHECK(untouched(&shanten, sizeof shanten));
    CHECK(untouched(counts, sizeof counts));
    CHECK(untouched(text, sizeof text));
    CHECK(untouched(&size, sizeof size));
    CHECK(untouched(&value, sizeof value));
}

static void bad_counts(void)
{
    uint8_t counts[TEHAI_TILE_KINDS + 1];
    TehaiHand out;

    memset(&out, SENTINEL, sizeof out);
    memset(counts, 0, sizeof counts);
    counts[3] = 5; /* a fifth 4m */
    EXPECT_STATUS(tehai_hand_from_counts(counts, TEHAI_TILE_KINDS, &out),
                  TEHAI_STATUS_COUNT_ABOVE_FOUR);
    counts[3] = 255;
    EXPECT_STATUS(tehai_hand_from_counts(counts, TEHAI_TILE_KINDS, &out),
                  TEHAI_STATUS_COUNT_ABOVE_FOUR);

    memset(counts, 0, sizeof counts);
    counts[0] = 4;
    counts[1] = 4;
    counts[2] = 4;
    counts[27] = 3; /* 15 tiles */
    EXPECT_STATUS(tehai_hand_from_counts(counts, TEHAI_TILE_KINDS, &out),
                  TEHAI_STATUS_TOO_MANY_TILES);

    memset(counts, 0, sizeof counts);
    EXPECT_STATUS(tehai_hand_from_counts(counts, TEHAI_TILE_KINDS - 1, &out),
                  TEHAI_STATUS_INVALID_LENGTH);
    EXPECT_STATUS(tehai_hand_from_counts(counts, TEHAI_TILE_KINDS + 1, &out),
                  TEHAI_STATUS_INVALID_LENGTH);
    EXPECT_STATUS(tehai_hand_from_counts(NULL, 0, &out), TEHAI_STATUS_INVALID_LENGTH);
    CHECK(untouched(&out, sizeof out));

    /* The empty hand is valid. */
    EXPECT_STATUS(tehai_hand_from_counts(counts, TEHAI_TILE_KINDS, &out), TEHAI_STATUS_OK);
    CHECK(out.suits[0] == 0 && out.suits[1] == 0 && out.suits[2] == 0 && out.suits[3] == 0);
}

static void bad_text(void)
{
    static const char invalid_utf8[] = {'1', 'm', (char)0xff, (char)0xfe};
    static const char embedded_nul[] = {'1', 'm', '\0', '2', 'm'};
    TehaiHand out;
    TehaiParsedHand parsed;

    memset(&out, SENTINEL, sizeof out);
    memset(&parsed, SENTINEL, sizeof parsed);
    EXPECT_STATUS(tehai_hand_from_mpsz(invalid_utf8, sizeof invalid_utf8, &out),
                  TEHAI_STATUS_INVALID_UTF8);
    EXPECT_STATUS(tehai_parsed_hand_from_mpsz(invalid_utf8, sizeof invalid_utf8, &parsed),
                  TEHAI_STATUS_INVALID_UTF8);
    EXPECT_STATUS(tehai_hand_from_mpsz(embedded_nul, sizeof embedded_nul, &out),
                  TEHAI_STATUS_BAD_NOTATION);
    EXPECT_STATUS(tehai_hand_from_mpsz("8z", 2, &out), TEHAI_STATUS_BAD_NOTATION);
    EXPECT_STATUS(tehai_hand_from_mpsz("0z", 2, &out), TEHAI_STATUS_BAD_NOTATION);
    EXPECT_STATUS(tehai_hand_from_mpsz("123", 3, &out), TEHAI_STATUS_BAD_NOTATION);
    EXPECT_STATUS(tehai_hand_from_mpsz("m", 1, &out), TEHAI_STATUS_BAD_NOTATION);
    EXPECT_STATUS(tehai_hand_from_mpsz("1 m", 3, &out), TEHAI_STATUS_BAD_NOTATION);
    EXPECT_STATUS(tehai_hand_from_mpsz("", 0, &out), TEHAI_STATUS_BAD_NOTATION);
    EXPECT_STATUS(tehai_hand_from_mpsz(NULL, 0, &out), TEHAI_STATUS_BAD_NOTATION);
    EXPECT_STATUS(tehai_hand_from_mpsz("11111m", 6, &out), TEHAI_STATUS_COUNT_ABOVE_FOUR);
    EXPECT_STATUS(tehai_hand_from_mpsz("123456789m123456p", 17, &out),
                  TEHAI_STATUS_TOO_MANY_TILES);
    EXPECT_STATUS(tehai_parsed_hand_from_mpsz("123456789m123456p", 17, &parsed),
                  TEHAI_STATUS_TOO_MANY_TILES);
    /* The length is honoured: only "1m" of "1mX" is read. */
    EXPECT_STATUS(tehai_hand_from_mpsz("1mX", 2, &out), TEHAI_STATUS_OK);
    CHECK(out.suits[0] == 1 && out.suits[1] == 0);
    CHECK(untouched(&parsed, sizeof parsed));
}

static void bad_packed_hands(void)
{
    TehaiHand bad;
    uint32_t value;
    TehaiShanten shanten;

    memset(&value, SENTINEL, sizeof value);
    memset(&shanten, SENTINEL, sizeof shanten);

    memset(&bad, 0, sizeof bad);
    bad.suits[0] = 5; /* five 1m */
    EXPECT_STATUS(tehai_hand_tile_count(&bad, &value), TEHAI_STATUS_COUNT_ABOVE_FOUR);
    bad.suits[0] = 7u << 24; /* seven 9m */
    EXPECT_STATUS(tehai_hand_win_forms(&bad, &value), TEHAI_STATUS_COUNT_ABOVE_FOUR);
    bad.suits[0] = 1u << 27; /* a tenth rank */
    EXPECT_STATUS(tehai_hand_tile_count(&bad, &value), TEHAI_STATUS_INVALID_PACKED_HAND);
    bad.suits[0] = 0xffffffffu;
    EXPECT_STATUS(tehai_hand_shanten(&bad, NULL, &shanten), TEHAI_STATUS_INVALID_PACKED_HAND);
    bad.suits[0] = 0;
    bad.suits[3] = 1u << 21; /* an 8z */
    EXPECT_STATUS(tehai_hand_tile_count(&bad, &value), TEHAI_STATUS_INVALID_PACKED_HAND);
    bad.suits[3] = 0;
    bad.suits[0] = 04444u; /* 1111222233334444m: 16 tiles */
    EXPECT_STATUS(tehai_hand_tile_count(&bad, &value), TEHAI_STATUS_TOO_MANY_TILES);
    CHECK(untouched(&value, sizeof value));
    CHECK(untouched(&shanten, sizeof shanten));
}

static void small_buffers(void)
{
    /* Four decompositions: 111 222 333 444 55, 123x3 444 55, ... */
    TehaiHand four = parse("11122233344455m");
    TehaiHand hand = parse("123m456p789s11122z");
    TehaiDecomposition out[TEHAI_MAX_DECOMPOSITIONS + 1];
    size_t count;
    uint32_t forms;
    char text[TEHAI_MPSZ_CAPACITY + 1];
    size_t len;
    uint8_t counts[TEHAI_TILE_KINDS + 1];

    memset(out, SENTINEL, sizeof out);
    memset(&forms, SENTINEL, sizeof forms);
    count = 0;
    EXPECT_STATUS(tehai_hand_decompose(&four, NULL, out, 0, &count, &forms),
                  TEHAI_STATUS_BUFFER_TOO_SMALL);
    CHECK(count == 4);
    EXPECT_STATUS(tehai_hand_decompose(&four, NULL, NULL, 0, &count, &forms),
                  TEHAI_STATUS_BUFFER_TOO_SMALL);
    count = 0;
    EXPECT_STATUS(tehai_hand_decompose(&four, NULL, out, 3, &count, &forms),
                  TEHAI_STATUS_BUFFER_TOO_SMALL);
    CHECK(count == 4);
    CHECK(untouched(out, sizeof out));
    CHECK(untouched(&forms, sizeof forms));

    /* Exactly enough: the slot after the capacity stays untouched. */
    EXPECT_STATUS(tehai_hand_decompose(&four, NULL, out, 4, &count, &forms), TEHAI_STATUS_OK);
    CHECK(count == 4);
    CHECK(forms == TEHAI_WIN_REGULAR);
    CHECK(out[0].block_count == 5);
    CHECK(untouched(&out[4], sizeof out[4]));

    memset(out, SENTINEL, sizeof out);
    EXPECT_STATUS(tehai_hand_decompose(&hand, NULL, out, 1, &count, &forms), TEHAI_STATUS_OK);
    CHECK(count == 1);
    CHECK(untouched(&out[1], sizeof out[1]));

    /* No decomposition at all needs no buffer. */
    hand = parse("123m456p789s11123z");
    count = 99;
    EXPECT_STATUS(tehai_hand_decompose(&hand, NULL, NULL, 0, &count, &forms), TEHAI_STATUS_OK);
    CHECK(count == 0 && forms == 0);

    /* Text: "123m456p789s11122z" needs 18 + 1 bytes. */
    hand = parse("123m456p789s11122z");
    memset(text, SENTINEL, sizeof text);
    len = 0;
    EXPECT_STATUS(tehai_hand_to_mpsz(&hand, text, 0, &len), TEHAI_STATUS_BUFFER_TOO_SMALL);
    CHECK(len == 18);
    EXPECT_STATUS(tehai_hand_to_mpsz(&hand, NULL, 0, &len), TEHAI_STATUS_BUFFER_TOO_SMALL);
    EXPECT_STATUS(tehai_hand_to_mpsz(&hand, text, 18, &len), TEHAI_STATUS_BUFFER_TOO_SMALL);
    CHECK(untouched(text, sizeof text));
    EXPECT_STATUS(tehai_hand_to_mpsz(&hand, text, 19, &len), TEHAI_STATUS_OK);
    CHECK(len == 18 && strcmp(text, "123m456p789s11122z") == 0);
    CHECK(untouched(&text[19], 1));

    memset(counts, SENTINEL, sizeof counts);
    EXPECT_STATUS(tehai_hand_to_counts(&hand, counts, 0), TEHAI_STATUS_BUFFER_TOO_SMALL);
    EXPECT_STATUS(tehai_hand_to_counts(&hand, counts, TEHAI_TILE_KINDS - 1),
                  TEHAI_STATUS_BUFFER_TOO_SMALL);
    CHECK(untouched(counts, sizeof counts));
    EXPECT_STATUS(tehai_hand_to_counts(&hand, counts, TEHAI_TILE_KINDS), TEHAI_STATUS_OK);
    CHECK(counts[0] == 1 && counts[27] == 3 && counts[28] == 2 && counts[33] == 0);
    CHECK(untouched(&counts[TEHAI_TILE_KINDS], 1));
}

static void wrong_questions(void)
{
    TehaiHand thirteen = parse("123m456p789s1122z");
    TehaiHand fourteen = parse("123m456p789s11122z");
    TehaiHand twelve = parse("123m456p789s111z");
    TehaiHand empty;
    uint32_t forms;
    TehaiWaits waits;
    TehaiShanten shanten;
    TehaiDecomposition out[TEHAI_MAX_DECOMPOSITIONS];
    size_t count;

    memset(&empty, 0, sizeof empty);
    memset(&forms, SENTINEL, sizeof forms);
    memset(&waits, SENTINEL, sizeof waits);
    memset(&shanten, SENTINEL, sizeof shanten);
    memset(out, SENTINEL, sizeof out);
    memset(&count, SENTINEL, sizeof count);

    EXPECT_STATUS(tehai_hand_win_forms(&thirteen, &forms), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_win_forms(&empty, &forms), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_waits(&fourteen, NULL, &waits), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_waits(&empty, NULL, &waits), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_shanten(&twelve, NULL, &shanten), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_shanten(&empty, NULL, &shanten), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_decompose(&thirteen, NULL, out, TEHAI_MAX_DECOMPOSITIONS, &count,
                                       &forms),
                  TEHAI_STATUS_WRONG_TILE_COUNT);
    CHECK(untouched(&forms, sizeof forms));
    CHECK(untouched(&waits, sizeof waits));
    CHECK(untouched(&shanten, sizeof shanten));
    CHECK(untouched(out, sizeof out));
    CHECK(untouched(&count, sizeof count));

    EXPECT_STATUS(tehai_hand_check(&thirteen, 0), TEHAI_STATUS_OK);
    EXPECT_STATUS(tehai_hand_check(&fourteen, 0), TEHAI_STATUS_OK);
    EXPECT_STATUS(tehai_hand_check(&fourteen, 1), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_check(&twelve, 0), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_check(&empty, 4), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_check(&thirteen, 5), TEHAI_STATUS_TOO_MANY_DECLARED_MELDS);
    EXPECT_STATUS(tehai_hand_check(&thirteen, 0xffffffffu), TEHAI_STATUS_TOO_MANY_DECLARED_MELDS);
}

static void bad_tiles(void)
{
    TehaiHand hand = parse("1111m");
    TehaiHand full = parse("123m456p789s11122z");
    TehaiHand out;

    memset(&out, SENTINEL, sizeof out);
    EXPECT_STATUS(tehai_hand_add_tile(&hand, 34, &out), TEHAI_STATUS_INVALID_TILE_INDEX);
    EXPECT_STATUS(tehai_hand_add_tile(&hand, 256, &out), TEHAI_STATUS_INVALID_TILE_INDEX);
    EXPECT_STATUS(tehai_hand_add_tile(&hand, 0xffffffffu, &out), TEHAI_STATUS_INVALID_TILE_INDEX);
    EXPECT_STATUS(tehai_hand_remove_tile(&hand, 34, &out), TEHAI_STATUS_INVALID_TILE_INDEX);
    EXPECT_STATUS(tehai_hand_add_tile(&hand, 0, &out), TEHAI_STATUS_COUNT_ABOVE_FOUR);
    EXPECT_STATUS(tehai_hand_add_tile(&full, 33, &out), TEHAI_STATUS_TOO_MANY_TILES);
    EXPECT_STATUS(tehai_hand_remove_tile(&hand, 1, &out), TEHAI_STATUS_TILE_NOT_IN_HAND);
    CHECK(untouched(&out, sizeof out));

    /* In place is allowed. */
    EXPECT_STATUS(tehai_hand_remove_tile(&hand, 0, &hand), TEHAI_STATUS_OK);
    CHECK(hand.suits[0] == 3);
}

static void batches(void)
{
    TehaiHand hands[3];
    TehaiShanten shanten[3];
    uint32_t forms[3];
    size_t error_index;

    hands[0] = parse("123m456p789s11122z");
    hands[1] = parse("19m19p19s12345677z");
    hands[2] = parse("1122m3344p5566s77z");
    memset(shanten, SENTINEL, sizeof shanten);
    memset(forms, SENTINEL, sizeof forms);
    memset(&error_index, SENTINEL, sizeof error_index);

    EXPECT_STATUS(tehai_hands_win_forms(hands, 3, forms, 2, &error_index),
                  TEHAI_STATUS_BUFFER_TOO_SMALL);
    EXPECT_STATUS(tehai_hands_shanten(hands, 3, shanten, 0, &error_index),
                  TEHAI_STATUS_BUFFER_TOO_SMALL);
    EXPECT_STATUS(tehai_hands_shanten(NULL, 3, shanten, 3, &error_index),
                  TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hands_shanten(hands, 3, NULL, 3, &error_index),
                  TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hands_shanten(hands, 3, shanten, 3, NULL), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hands_win_forms(NULL, 3, forms, 3, &error_index),
                  TEHAI_STATUS_NULL_POINTER);
    CHECK(untouched(&error_index, sizeof error_index));

    /* An invalid hand in the middle: its index is reported, nothing else written. */
    hands[1].suits[2] = 6; /* six 1s */
    EXPECT_STATUS(tehai_hands_win_forms(hands, 3, forms, 3, &error_index),
                  TEHAI_STATUS_COUNT_ABOVE_FOUR);
    CHECK(error_index == 1);
    memset(&error_index, SENTINEL, sizeof error_index);
    hands[1] = parse("123m");
    EXPECT_STATUS(tehai_hands_shanten(hands, 3, shanten, 3, &error_index),
                  TEHAI_STATUS_WRONG_TILE_COUNT);
    CHECK(error_index == 1);
    CHECK(untouched(shanten, sizeof shanten));
    CHECK(untouched(forms, sizeof forms));

    /* Empty batches succeed without touching anything. */
    memset(&error_index, SENTINEL, sizeof error_index);
    EXPECT_STATUS(tehai_hands_shanten(NULL, 0, NULL, 0, &error_index), TEHAI_STATUS_OK);
    EXPECT_STATUS(tehai_hands_win_forms(NULL, 0, NULL, 0, &error_index), TEHAI_STATUS_OK);
    CHECK(untouched(&error_index, sizeof error_index));

    /* A good batch writes exactly hand_count answers. */
    hands[1] = parse("19m19p19s12345677z");
    memset(forms, SENTINEL, sizeof forms);
    EXPECT_STATUS(tehai_hands_win_forms(hands, 2, forms, 3, &error_index), TEHAI_STATUS_OK);
    CHECK(forms[0] == TEHAI_WIN_REGULAR && forms[1] == TEHAI_WIN_THIRTEEN_ORPHANS);
    CHECK(untouched(&forms[2], sizeof forms[2]));
    CHECK(untouched(&error_index, sizeof error_index));
}

static TehaiMeld meld(uint8_t kind, uint8_t tile, uint8_t red_fives)
{
    TehaiMeld value;
    value.kind = kind;
    value.tile = tile;
    value.red_fives = red_fives;
    value.reserved = 0;
    return value;
}

static void bad_melds(void)
{
    TehaiHand hand = parse("123m456p11z"); /* 8 tiles: room for two melds */
    TehaiMeld melds[5];
    TehaiContext context = {0};
    TehaiDecomposition out[TEHAI_MAX_DECOMPOSITIONS];
    size_t count;
    uint32_t forms;

    memset(out, SENTINEL, sizeof out);
    memset(&count, SENTINEL, sizeof count);
    memset(&forms, SENTINEL, sizeof forms);
    melds[0] = meld(TEHAI_MELD_KIND_PON, 33, 0); /* 777z */
    melds[1] = meld(TEHAI_MELD_KIND_CHI, 24, 0); /* 789s */
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_OK);
    EXPECT_STATUS(tehai_hand_check_melds(&hand, NULL, 0), TEHAI_STATUS_OK);
    EXPECT_STATUS(tehai_hand_check_melds(&hand, NULL, 2), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_check_melds(NULL, melds, 2), TEHAI_STATUS_NULL_POINTER);

    /* Every kind of meld, red fives where they are held. */
    melds[1] = meld(TEHAI_MELD_KIND_CHI, 11, 1); /* 3p-4p-red 5p */
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_OK);
    melds[1] = meld(TEHAI_MELD_KIND_OPEN_KAN, 22, 2); /* 5555s, two red */
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_OK);
    melds[1] = meld(TEHAI_MELD_KIND_ADDED_KAN, 8, 0);
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_OK);
    melds[1] = meld(TEHAI_MELD_KIND_CLOSED_KAN, 31, 0);
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_OK);

    /* Bytes that are not a meld. */
    melds[1] = meld(TEHAI_MELD_KIND_CHI, 25, 0); /* 89s + 1z: a chi leaving its suit */
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_INVALID_MELD);
    melds[1] = meld(TEHAI_MELD_KIND_CHI, 27, 0); /* a chi of honors */
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_INVALID_MELD);
    melds[1] = meld(5, 0, 0); /* no such kind */
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_INVALID_MELD);
    melds[1] = meld(0xff, 0, 0);
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_INVALID_MELD);
    melds[1] = meld(TEHAI_MELD_KIND_PON, 3, 1); /* a red five in a pon of 4m */
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_INVALID_MELD);
    melds[1] = meld(TEHAI_MELD_KIND_PON, 4, 3); /* three red 5m */
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_INVALID_MELD);
    melds[1] = meld(TEHAI_MELD_KIND_PON, 32, 0);
    melds[1].reserved = 1;
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_INVALID_MELD);
    melds[1] = meld(TEHAI_MELD_KIND_PON, 34, 0);
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_INVALID_TILE_INDEX);
    melds[1] = meld(TEHAI_MELD_KIND_PON, 27, 0); /* 111z beside 11z in hand: five 1z */
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_COUNT_ABOVE_FOUR);

    melds[1] = meld(TEHAI_MELD_KIND_PON, 32, 0);
    melds[2] = meld(TEHAI_MELD_KIND_OPEN_KAN, 20, 0);
    melds[3] = meld(TEHAI_MELD_KIND_OPEN_KAN, 21, 0);
    melds[4] = meld(TEHAI_MELD_KIND_OPEN_KAN, 22, 0);
    /* 8 concealed tiles leave room for two melds, not three. */
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 3), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 5), TEHAI_STATUS_TOO_MANY_DECLARED_MELDS);
    EXPECT_STATUS(tehai_hand_check_melds(&hand, NULL, 5), TEHAI_STATUS_TOO_MANY_DECLARED_MELDS);
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, (size_t)-1),
                  TEHAI_STATUS_TOO_MANY_DECLARED_MELDS);
    context.melds = melds;
    context.meld_count = 5;
    EXPECT_STATUS(tehai_hand_decompose(&hand, &context, out, TEHAI_MAX_DECOMPOSITIONS, &count,
                                       &forms),
                  TEHAI_STATUS_TOO_MANY_DECLARED_MELDS);
    context.meld_count = 2;
    EXPECT_STATUS(tehai_hand_decompose(&hand, &context, out, 0, &count, &forms),
                  TEHAI_STATUS_BUFFER_TOO_SMALL);
    CHECK(count == 1);
    CHECK(untouched(out, sizeof out));
    CHECK(untouched(&forms, sizeof forms));
    EXPECT_STATUS(tehai_hand_decompose(&hand, &context, out, 1, &count, &forms),
                  TEHAI_STATUS_OK);
    CHECK(count == 1 && forms == TEHAI_WIN_REGULAR && out[0].block_count == 3);
    CHECK(untouched(&out[1], sizeof out[1]));
}

/* Red fives that no notation can write are refused, nothing written. */
static void bad_red_fives(void)
{
    TehaiParsedHand parsed;
    char text[TEHAI_MPSZ_CAPACITY];
    size_t len;

    memset(text, SENTINEL, sizeof text);
    memset(&len, SENTINEL, sizeof len);
    memset(&parsed, 0, sizeof parsed);
    parsed.hand = parse("555m5p");
    parsed.red_fives[0] = 3; /* three red 5m: more than TEHAI_MAX_RED_FIVES */
    EXPECT_STATUS(tehai_parsed_hand_to_mpsz(&parsed, text, sizeof text, &len),
                  TEHAI_STATUS_BAD_NOTATION);
    parsed.red_fives[0] = 0;
    parsed.red_fives[1] = 2; /* two red 5p, one 5p held */
    EXPECT_STATUS(tehai_parsed_hand_to_mpsz(&parsed, text, sizeof text, &len),
                  TEHAI_STATUS_BAD_NOTATION);
    CHECK(untouched(text, sizeof text));
    CHECK(untouched(&len, sizeof len));
    EXPECT_STATUS(tehai_parsed_hand_from_mpsz("000m", 4, &parsed), TEHAI_STATUS_BAD_NOTATION);
    parsed.red_fives[0] = TEHAI_MAX_RED_FIVES;
    parsed.red_fives[1] = 1;
    EXPECT_STATUS(tehai_parsed_hand_to_mpsz(&parsed, text, sizeof text, &len), TEHAI_STATUS_OK);
    CHECK(len == 6 && strcmp(text, "005m0p") == 0);
}

/* A 3N-tile hand of melds only decomposes, but does not win. */
static void melds_only(void)
{
    TehaiHand hand = parse("123456m");
    TehaiHand empty;
    TehaiDecomposition out[TEHAI_MAX_DECOMPOSITIONS];
    size_t count = 0;
    uint32_t forms = 99;

    memset(&empty, 0, sizeof empty);
    EXPECT_STATUS(tehai_hand_decompose(&hand, NULL, out, TEHAI_MAX_DECOMPOSITIONS, &count, &forms),
                  TEHAI_STATUS_OK);
    CHECK(count == 1 && forms == 0);
    forms = 99;
    EXPECT_STATUS(tehai_hand_decompose(&empty, NULL, out, TEHAI_MAX_DECOMPOSITIONS, &count, &forms),
                  TEHAI_STATUS_OK);
    CHECK(forms == 0);
}

/* Lengths no array could have are refused before anything is read. */
static void huge_lengths(void)
{
    TehaiHand hand = parse("123m456p789s11122z");
    TehaiHand hands[1];
    TehaiDecomposition out[1];
    uint32_t forms[1];
    TehaiShanten shanten[1];
    char text[TEHAI_MPSZ_CAPACITY];
    uint8_t counts[TEHAI_TILE_KINDS];
    size_t size;
    size_t error_index;
    uint32_t value;
    const size_t huge = (size_t)-1;

    hands[0] = hand;
    memset(&error_index, SENTINEL, sizeof error_index);
    memset(&size, SENTINEL, sizeof size);
    EXPECT_STATUS(tehai_hand_from_mpsz("1m", huge, &hand), TEHAI_STATUS_INVALID_LENGTH);
    EXPECT_STATUS(tehai_hand_from_counts(counts, huge, &hand), TEHAI_STATUS_INVALID_LENGTH);
    EXPECT_STATUS(tehai_hand_to_mpsz(&hand, text, huge, &size), TEHAI_STATUS_INVALID_LENGTH);
    EXPECT_STATUS(tehai_hand_to_counts(&hand, counts, huge), TEHAI_STATUS_INVALID_LENGTH);
    EXPECT_STATUS(tehai_hand_decompose(&hand, NULL, out, huge, &size, &value),
                  TEHAI_STATUS_INVALID_LENGTH);
    EXPECT_STATUS(tehai_hands_win_forms(hands, huge, forms, huge, &error_index),
                  TEHAI_STATUS_INVALID_LENGTH);
    EXPECT_STATUS(tehai_hands_win_forms(hands, huge, forms, 1, &error_index),
                  TEHAI_STATUS_INVALID_LENGTH);
    EXPECT_STATUS(tehai_hands_shanten(hands, huge, shanten, 1, &error_index),
                  TEHAI_STATUS_INVALID_LENGTH);
    CHECK(untouched(&error_index, sizeof error_index));
    CHECK(untouched(&size, sizeof size));
}

static void misaligned(void)
{
    /* Values at odd addresses: refused, neither read nor written. */
    static uint64_t storage[16];
    char *odd = (char *)storage + 1;
    TehaiHand hand = parse("123m456p789s11122z");
    TehaiHand hands[1];
    TehaiDecomposition out[1];
    uint32_t value;
    size_t size;
    TehaiShanten shanten;

    hands[0] = hand;
    memset(storage, SENTINEL, sizeof storage);
    memset(&value, SENTINEL, sizeof value);
    memset(&size, SENTINEL, sizeof size);
    EXPECT_STATUS(tehai_hand_tile_count((const TehaiHand *)(void *)odd, &value),
                  TEHAI_STATUS_MISALIGNED_POINTER);
    EXPECT_STATUS(tehai_hand_tile_count(&hand, (uint32_t *)(void *)odd),
                  TEHAI_STATUS_MISALIGNED_POINTER);
    EXPECT_STATUS(tehai_hand_from_mpsz("1m", 2, (TehaiHand *)(void *)odd),
                  TEHAI_STATUS_MISALIGNED_POINTER);
    EXPECT_STATUS(tehai_hand_decompose(&hand, NULL, (TehaiDecomposition *)(void *)odd, 1, &size,
                                       &value),
                  TEHAI_STATUS_MISALIGNED_POINTER);
    EXPECT_STATUS(tehai_hand_decompose(&hand, NULL, out, 1, (size_t *)(void *)odd, &value),
                  TEHAI_STATUS_MISALIGNED_POINTER);
    EXPECT_STATUS(tehai_hand_waits(&hand, NULL, (TehaiWaits *)(void *)odd),
                  TEHAI_STATUS_MISALIGNED_POINTER);
    EXPECT_STATUS(tehai_hand_shanten(&hand, (const TehaiContext *)(void *)odd, &shanten),
                  TEHAI_STATUS_MISALIGNED_POINTER);
    EXPECT_STATUS(tehai_hands_shanten((const TehaiHand *)(void *)odd, 1, &shanten, 1, &size),
                  TEHAI_STATUS_MISALIGNED_POINTER);
    EXPECT_STATUS(tehai_hands_win_forms(hands, 1, (uint32_t *)(void *)odd, 1, &size),
                  TEHAI_STATUS_MISALIGNED_POINTER);
    CHECK(untouched(storage, sizeof storage));
    CHECK(untouched(&value, sizeof value));
    CHECK(untouched(&size, sizeof size));
}

static void messages(void)
{
    uint32_t status;
    for (status = 0; status <= TEHAI_STATUS_CHIIHOU_AS_DEALER; ++status) {
        const char *message = tehai_status_str(status);
        CHECK(message != NULL && message[0] != '\0');
        CHECK(strcmp(message, "unknown tehai status") != 0);
    }
    CHECK(strcmp(tehai_status_str(1000), "unknown tehai status") == 0);
    CHECK(strcmp(tehai_status_str(0xffffffffu), "unknown tehai status") == 0);
    CHECK(strcmp(tehai_status_str(TEHAI_STATUS_OK), "success") == 0);
    CHECK(tehai_version() != NULL && tehai_version()[0] != '\0');
}

/* A parsed hand from MPSZ text (red fives as 0). */
static TehaiParsedHand parsed(const char *text)
{
    TehaiParsedHand hand;
    memset(&hand, 0, sizeof hand);
    EXPECT_STATUS(tehai_parsed_hand_from_mpsz(text, strlen(text), &hand), TEHAI_STATUS_OK);
    return hand;
}

/* The C layout of the scoring structs is the one the Rust side asserts:
 * the same sizes (TEHAI_WIN_CONTEXT_SIZE, TEHAI_SCORE_SIZE) and offsets. */
static void score_layout(void)
{
    CHECK(sizeof(TehaiWinContext) == TEHAI_WIN_CONTEXT_SIZE);
    CHECK(sizeof(TehaiWinContext) == 64);
    CHECK(offsetof(TehaiWinContext, winning_tile) == 0);
    CHECK(offsetof(TehaiWinContext, tsumo) == 1);
    CHECK(offsetof(TehaiWinContext, chiihou) == 10);
    CHECK(offsetof(TehaiWinContext, seat_wind) == 11);
    CHECK(offsetof(TehaiWinContext, round_wind) == 12);
    CHECK(offsetof(TehaiWinContext, dora_count) == 13);
    CHECK(offsetof(TehaiWinContext, ura_count) == 14);
    CHECK(offsetof(TehaiWinContext, meld_count) == 15);
    CHECK(offsetof(TehaiWinContext, dora_indicators) == 16);
    CHECK(offsetof(TehaiWinContext, ura_indicators) == 21);
    CHECK(offsetof(TehaiWinContext, honba) == 26);
    CHECK(offsetof(TehaiWinContext, riichi_sticks) == 28);
    CHECK(offsetof(TehaiWinContext, padding) == 30);
    CHECK(offsetof(TehaiWinContext, melds) == 32);
    CHECK(offsetof(TehaiWinContext, preset) == 48);
    CHECK(offsetof(TehaiWinContext, kita) == 49);
    CHECK(offsetof(TehaiWinContext, liable) == 54);
    CHECK(offsetof(TehaiWinContext, discarder) == 55);
    CHECK(offsetof(TehaiWinContext, reserved) == 56);
    CHECK(sizeof(TehaiRules) == TEHAI_RULES_SIZE);
    CHECK(sizeof(TehaiRules) == 48);
    CHECK(offsetof(TehaiRules, honba_ron) == 16);
    CHECK(offsetof(TehaiRules, pao_pays) == 29);
    CHECK(offsetof(TehaiRules, reserved) == 30);
    CHECK(sizeof(TehaiScore) == TEHAI_SCORE_SIZE);
    CHECK(sizeof(TehaiScore) == 128);
    CHECK(offsetof(TehaiScore, han) == 0);
    CHECK(offsetof(TehaiScore, fu) == 4);
    CHECK(offsetof(TehaiScore, main) == 8);
    CHECK(offsetof(TehaiScore, additional) == 12);
    CHECK(offsetof(TehaiScore, total) == 16);
    CHECK(offsetof(TehaiScore, limit) == 20);
    CHECK(offsetof(TehaiScore, yakuman_multiple) == 21);
    CHECK(offsetof(TehaiScore, wait) == 22);
    CHECK(offsetof(TehaiScore, form) == 23);
    CHECK(offsetof(TehaiScore, yaku) == 24);
    CHECK(offsetof(TehaiScore, yaku_han) == 32);
    CHECK(offsetof(TehaiScore, block_count) == 80);
    CHECK(offsetof(TehaiScore, meld_count) == 81);
    CHECK(offsetof(TehaiScore, winning_block) == 82);
    CHECK(offsetof(TehaiScore, blocks) == 84);
    CHECK(offsetof(TehaiScore, melds) == 98);
    CHECK(offsetof(TehaiScore, yaku_han_local) == 114);
    CHECK(offsetof(TehaiScore, kita) == 122);
    CHECK(offsetof(TehaiScore, reserved) == 123);
}

/* Scores `text` in `context`, expecting `expected` and, on failure, an
 * untouched output. */
static void expect_score(const char *text, TehaiWinContext context, TehaiStatus expected,
                         int line)
{
    TehaiParsedHand hand = parsed(text);
    TehaiScore out;
    TehaiStatus got;
    memset(&out, SENTINEL, sizeof out);
    got = tehai_score(&hand, &context, &out);
    if (got == expected) {
        ++passed;
    } else {
        ++failed;
        fprintf(stderr, "%s:%d: tehai_score(%s) returned %u (%s), expected %u\n", __FILE__, line,
                text, (unsigned)got, tehai_status_str(got), (unsigned)expected);
    }
    if (expected != TEHAI_STATUS_OK) {
        CHECK(untouched(&out, sizeof out));
    }
}

#define EXPECT_SCORE(text, context, expected) expect_score(text, context, expected, __LINE__)

static void bad_scores(void)
{
    const char *pinfu = "123456789m12355p"; /* wins on 9m (tile 8) */
    TehaiWinContext good;
    TehaiWinContext context;
    TehaiParsedHand hand = parsed(pinfu);
    TehaiScore out;
    unsigned char storage[2 * sizeof(TehaiScore) + 8];

    EXPECT_STATUS(tehai_win_context_default(&good), TEHAI_STATUS_OK);
    CHECK(good.preset == TEHAI_PRESET_TENHOU && good.seat_wind == TEHAI_WIND_EAST);
    good.winning_tile = 8;
    EXPECT_SCORE(pinfu, good, TEHAI_STATUS_OK);

    /* NULL and misaligned pointers; nothing written. */
    memset(&out, SENTINEL, sizeof out);
    EXPECT_STATUS(tehai_score(NULL, &good, &out), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_score(&hand, NULL, &out), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_score(&hand, &good, NULL), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_win_context_default(NULL), TEHAI_STATUS_NULL_POINTER);
    CHECK(untouched(&out, sizeof out));
    memset(storage, SENTINEL, sizeof storage);
    EXPECT_STATUS(tehai_score(&hand, &good, (TehaiScore *)(void *)(storage + 1)),
                  TEHAI_STATUS_MISALIGNED_POINTER);
    EXPECT_STATUS(tehai_win_context_default((TehaiWinContext *)(void *)(storage + 1)),
                  TEHAI_STATUS_MISALIGNED_POINTER);
    CHECK(untouched(storage, sizeof storage));

    /* Every byte of the context is checked. */
    context = good; context.tsumo = 2;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_INVALID_WIN_CONTEXT);
    context = good; context.chiihou = 0xff;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_INVALID_WIN_CONTEXT);
    context = good; context.seat_wind = 4;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_INVALID_WIN_CONTEXT);
    context = good; context.round_wind = 200;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_INVALID_WIN_CONTEXT);
    context = good; context.dora_count = 6;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_INVALID_WIN_CONTEXT);
    context = good; context.ura_count = 255;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_INVALID_WIN_CONTEXT);
    context = good; context.preset = TEHAI_PRESET_MLEAGUE + 1;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_INVALID_WIN_CONTEXT);
    context = good; context.discarder = TEHAI_WIND_NORTH + 2;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_INVALID_WIN_CONTEXT);
    context = good; context.padding[0] = 1;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_INVALID_WIN_CONTEXT);
    context = good; context.reserved[7] = 1;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_INVALID_WIN_CONTEXT);
    context = good; context.winning_tile = 34;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_INVALID_TILE_INDEX);
    context = good; context.dora_count = 1; context.dora_indicators[0] = 34;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_INVALID_TILE_INDEX);
    context = good; context.meld_count = 5;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_TOO_MANY_DECLARED_MELDS);
    context = good; context.meld_count = 1; context.melds[0] = meld(9, 0, 0);
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_INVALID_MELD);
    /* Entries past the counts are not read. */
    context = good; context.dora_indicators[4] = 200; context.melds[3] = meld(200, 200, 9);
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_OK);

    /* The hand and the melds. */
    hand = parsed(pinfu);
    hand.red_fives[2] = 1; /* no 5s in the hand */
    memset(&out, SENTINEL, sizeof out);
    EXPECT_STATUS(tehai_score(&hand, &good, &out), TEHAI_STATUS_BAD_NOTATION);
    hand = parsed(pinfu);
    hand.hand.suits[3] = 1u << 21; /* an 8z */
    EXPECT_STATUS(tehai_score(&hand, &good, &out), TEHAI_STATUS_INVALID_PACKED_HAND);
    CHECK(untouched(&out, sizeof out));
    EXPECT_SCORE("123456789m1235p", good, TEHAI_STATUS_WRONG_TILE_COUNT);
    context = good; context.meld_count = 1; context.melds[0] = meld(TEHAI_MELD_KIND_PON, 33, 0);
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_WRONG_TILE_COUNT);
    context = good; context.winning_tile = 9; context.meld_count = 1;
    context.melds[0] = meld(TEHAI_MELD_KIND_PON, 9, 0); /* 111p beside 1p 1p */
    EXPECT_SCORE("456789m11p123s", context, TEHAI_STATUS_COUNT_ABOVE_FOUR);
    context = good; context.winning_tile = 17;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_WINNING_TILE_NOT_IN_HAND);
    EXPECT_SCORE("123456789m12356p", good, TEHAI_STATUS_NOT_A_WINNING_HAND);
    context = good; context.winning_tile = 9;
    EXPECT_SCORE("123456m789p11s222z", context, TEHAI_STATUS_WINNING_TILE_NOT_IN_HAND);
    context = good; context.winning_tile = 18;
    EXPECT_SCORE("123456m789p11s222z", context, TEHAI_STATUS_NO_YAKU);

    /* Situations that cannot happen at a table: one status each. */
    context = good; context.meld_count = 1; context.melds[0] = meld(TEHAI_MELD_KIND_CHI, 0, 0);
    context.riichi = 1;
    EXPECT_SCORE("456789m12355p", context, TEHAI_STATUS_RIICHI_WITH_OPEN_HAND);
    context.riichi = 0; context.double_riichi = 1;
    EXPECT_SCORE("456789m12355p", context, TEHAI_STATUS_DOUBLE_RIICHI_WITH_OPEN_HAND);
    context = good; context.ippatsu = 1;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_IPPATSU_WITHOUT_RIICHI);
    context = good; context.chankan = 1; context.tsumo = 1;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_CHANKAN_ON_TSUMO);
    context = good; context.rinshan = 1;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_RINSHAN_WITHOUT_TSUMO);
    context.tsumo = 1;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_RINSHAN_WITHOUT_KAN);
    context.haitei = 1; context.winning_tile = 5; context.meld_count = 1;
    context.melds[0] = meld(TEHAI_MELD_KIND_CLOSED_KAN, 26, 0);
    EXPECT_SCORE("123456m12355p", context, TEHAI_STATUS_HAITEI_WITH_RINSHAN);
    context = good; context.haitei = 1;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_HAITEI_WITHOUT_TSUMO);
    context = good; context.houtei = 1; context.tsumo = 1;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_HOUTEI_ON_TSUMO);
    context = good; context.houtei = 1; context.chankan = 1;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_HOUTEI_WITH_CHANKAN);
    context = good; context.tenhou = 1; context.tsumo = 1; context.winning_tile = 5;
    context.meld_count = 1; context.melds[0] = meld(TEHAI_MELD_KIND_CLOSED_KAN, 26, 0);
    EXPECT_SCORE("123456m12355p", context, TEHAI_STATUS_TENHOU_WITH_MELDS);
    context = good; context.tenhou = 1;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_TENHOU_ON_RON);
    context.tsumo = 1; context.seat_wind = TEHAI_WIND_WEST;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_TENHOU_NOT_DEALER);
    context = good; context.chiihou = 1; context.tsumo = 1; context.seat_wind = TEHAI_WIND_WEST;
    context.meld_count = 1; context.melds[0] = meld(TEHAI_MELD_KIND_CHI, 0, 0);
    EXPECT_SCORE("456789m12355p", context, TEHAI_STATUS_CHIIHOU_WITH_MELDS);
    context = good; context.chiihou = 1; context.seat_wind = TEHAI_WIND_WEST;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_CHIIHOU_ON_RON);
    context.seat_wind = TEHAI_WIND_EAST; context.tsumo = 1;
    EXPECT_SCORE(pinfu, context, TEHAI_STATUS_CHIIHOU_AS_DEALER);

    /* The names never come back NULL. */
    CHECK(strcmp(tehai_yaku_str(0), "menzen_tsumo") == 0);
    CHECK(strcmp(tehai_yaku_str(TEHAI_YAKU_COUNT + TEHAI_LOCAL_YAKU_COUNT), "") == 0);
    CHECK(strcmp(tehai_limit_str(TEHAI_LIMIT_YAKUMAN, 9), "9x yakuman") == 0);
    CHECK(strcmp(tehai_limit_str(TEHAI_LIMIT_YAKUMAN, 0), "") == 0);
    CHECK(strcmp(tehai_limit_str(TEHAI_LIMIT_YAKUMAN + 1, 1), "") == 0);
    CHECK(strcmp(tehai_limit_str(TEHAI_LIMIT_NONE, 0), "") == 0);
    CHECK(strcmp(tehai_wait_str(TEHAI_WAIT_TANKI), "tanki") == 0);
    CHECK(strcmp(tehai_wait_str(99), "") == 0);
}

/* Useful tiles, discard tables and the questions asked with a TehaiContext. */
static void bad_efficiency(void)
{
    TehaiHand hand13 = parse("123m456p789s1122z");
    TehaiHand hand14 = parse("123m456p789s11223z");
    TehaiHand hand10 = parse("123m456p1122z");
    TehaiHand sanma_bad = parse("123m456p789s1122z");
    TehaiTable table;
    TehaiContext context = {0};
    TehaiMeld meld = {TEHAI_MELD_KIND_PON, 27, 0, 0};
    TehaiUseful useful;
    TehaiDiscards discards;
    TehaiShanten shanten;
    TehaiWaits waits;
    size_t count;
    uint32_t forms;
    memset(&table, 0, sizeof table);
    memset(&count, SENTINEL, sizeof count);
    memset(&forms, SENTINEL, sizeof forms);
    memset(&useful, SENTINEL, sizeof useful);
    memset(&discards, SENTINEL, sizeof discards);
    memset(&shanten, SENTINEL, sizeof shanten);
    memset(&waits, SENTINEL, sizeof waits);

    /* Null pointers. A NULL context is the plain table, never an error. */
    EXPECT_STATUS(tehai_hand_useful_tiles(NULL, NULL, &useful), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_useful_tiles(&hand13, NULL, NULL), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_discards(NULL, NULL, &discards), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_discards(&hand14, NULL, NULL), TEHAI_STATUS_NULL_POINTER);
    table.players = TEHAI_PLAYERS_FOUR;
    context.table = &table;
    context.meld_count = 1; /* and melds NULL */
    EXPECT_STATUS(tehai_hand_useful_tiles(&hand13, &context, &useful), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_waits(&hand13, &context, &waits), TEHAI_STATUS_NULL_POINTER);
    context.meld_count = 0;
    EXPECT_STATUS(tehai_hand_discards(&hand14, &context, NULL), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_shanten(NULL, &context, &shanten), TEHAI_STATUS_NULL_POINTER);

    /* Wrong sizes: useful tiles need 3N+1 tiles, a discard table 3N+2. */
    EXPECT_STATUS(tehai_hand_useful_tiles(&hand14, NULL, &useful), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_discards(&hand13, NULL, &discards), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_useful_tiles(&hand14, &context, &useful),
                  TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_discards(&hand13, &context, &discards),
                  TEHAI_STATUS_WRONG_TILE_COUNT);

    /* A bad table: players neither 3 nor 4, a reserved byte, a count of 5. */
    table.players = 0;
    EXPECT_STATUS(tehai_hand_useful_tiles(&hand13, &context, &useful), TEHAI_STATUS_INVALID_TABLE);
    table.players = 5;
    EXPECT_STATUS(tehai_hand_shanten(&hand13, &context, &shanten), TEHAI_STATUS_INVALID_TABLE);
    table.players = TEHAI_PLAYERS_FOUR;
    table.reserved = 1;
    EXPECT_STATUS(tehai_hand_waits(&hand13, &context, &waits), TEHAI_STATUS_INVALID_TABLE);
    table.reserved = 0;
    table.seen[0] = 5;
    EXPECT_STATUS(tehai_hand_discards(&hand14, &context, &discards),
                  TEHAI_STATUS_COUNT_ABOVE_FOUR);
    /* Four 1z seen beside the hand's 11z: six copies. */
    table.seen[0] = 0;
    table.seen[27] = 4;
    EXPECT_STATUS(tehai_hand_useful_tiles(&hand13, &context, &useful),
                  TEHAI_STATUS_COUNT_ABOVE_FOUR);
    table.seen[27] = 0;
    /* A pon of 1z beside 11z (ten tiles, room for one meld), more tiles than
     * a meld leaves room for, and too many melds. */
    context.melds = &meld;
    context.meld_count = 1;
    EXPECT_STATUS(tehai_hand_useful_tiles(&hand10, &context, &useful),
                  TEHAI_STATUS_COUNT_ABOVE_FOUR);
    meld.tile = 33;
    EXPECT_STATUS(tehai_hand_useful_tiles(&hand13, &context, &useful),
                  TEHAI_STATUS_WRONG_TILE_COUNT);
    context.meld_count = 5;
    EXPECT_STATUS(tehai_hand_useful_tiles(&hand13, &context, &useful),
                  TEHAI_STATUS_TOO_MANY_DECLARED_MELDS);
    context.meld_count = 1;
    meld.reserved = 1;
    EXPECT_STATUS(tehai_hand_useful_tiles(&hand13, &context, &useful), TEHAI_STATUS_INVALID_MELD);
    meld.reserved = 0;
    meld.tile = 34;
    EXPECT_STATUS(tehai_hand_useful_tiles(&hand13, &context, &useful),
                  TEHAI_STATUS_INVALID_TILE_INDEX);
    /* The same melds without a table (NULL: four players, nothing seen). */
    context.table = NULL;
    EXPECT_STATUS(tehai_hand_shanten(&hand13, &context, &shanten),
                  TEHAI_STATUS_INVALID_TILE_INDEX);
    meld.tile = 33;
    EXPECT_STATUS(tehai_hand_decompose(&hand13, &context, NULL, 0, &count, &forms),
                  TEHAI_STATUS_WRONG_TILE_COUNT);
    context.melds = NULL;
    context.meld_count = 0;
    context.table = &table;
    /* Three players: 2m..8m anywhere is an error. */
    table.players = TEHAI_PLAYERS_THREE;
    EXPECT_STATUS(tehai_hand_useful_tiles(&sanma_bad, &context, &useful),
                  TEHAI_STATUS_NOT_IN_THREE_PLAYER);
    EXPECT_STATUS(tehai_hand_shanten(&sanma_bad, &context, &shanten),
                  TEHAI_STATUS_NOT_IN_THREE_PLAYER);
    EXPECT_STATUS(tehai_hand_decompose(&hand14, &context, NULL, 0, &count, &forms),
                  TEHAI_STATUS_NOT_IN_THREE_PLAYER);

    /* Nothing was written by any failing call. */
    CHECK(untouched(&useful, sizeof useful));
    CHECK(untouched(&discards, sizeof discards));
    CHECK(untouched(&shanten, sizeof shanten));
    CHECK(untouched(&waits, sizeof waits));
    CHECK(untouched(&count, sizeof count));
    CHECK(untouched(&forms, sizeof forms));
}

/* The explained scores: bad arguments write nothing, a short readings
 * buffer writes only the count, a short text buffer only the length. */
static void bad_explanations(void)
{
    TehaiParsedHand hand;
    TehaiWinContext win;
    TehaiRules rules;
    TehaiExplanation explanation;
    TehaiScore scores[4];
    TehaiFuItem item;
    char text[64];
    size_t count, len;

    memset(&hand, 0, sizeof hand);
    hand.hand = parse("11122233344455m");
    memset(&win, 0, sizeof win);
    win.winning_tile = 4; /* 5m: four readings, each on the pair */
    memset(&explanation, SENTINEL, sizeof explanation);
    memset(scores, SENTINEL, sizeof scores);
    memset(&count, SENTINEL, sizeof count);

    EXPECT_STATUS(tehai_score_explain(NULL, &win, NULL, &explanation), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_score_explain(&hand, &win, NULL, NULL), TEHAI_STATUS_NULL_POINTER);
    win.preset = 7;
    EXPECT_STATUS(tehai_score_explain(&hand, &win, NULL, &explanation),
                  TEHAI_STATUS_INVALID_WIN_CONTEXT);
    win.preset = TEHAI_PRESET_WRC; /* a preset byte beside explicit rules */
    EXPECT_STATUS(tehai_rules_preset(TEHAI_PRESET_TENHOU, &rules), TEHAI_STATUS_OK);
    EXPECT_STATUS(tehai_score_explain(&hand, &win, &rules, &explanation),
                  TEHAI_STATUS_INVALID_WIN_CONTEXT);
    rules.pao_pays = 3;
    win.preset = 0;
    EXPECT_STATUS(tehai_score_explain(&hand, &win, &rules, &explanation), TEHAI_STATUS_INVALID_RULES);
    rules.pao_pays = TEHAI_PAO_PAYS_HAND;
    rules.reserved[0] = 1;
    EXPECT_STATUS(tehai_score_explain(&hand, &win, &rules, &explanation), TEHAI_STATUS_INVALID_RULES);
    CHECK(untouched(&explanation, sizeof explanation));

    EXPECT_STATUS(tehai_score_readings(&hand, &win, NULL, NULL, 4, &count), TEHAI_STATUS_NULL_POINTER);
    CHECK(untouched(&count, sizeof count));
    EXPECT_STATUS(tehai_score_readings(&hand, &win, NULL, scores, 3, &count),
                  TEHAI_STATUS_BUFFER_TOO_SMALL);
    CHECK(count == 4);
    CHECK(untouched(scores, sizeof scores));
    EXPECT_STATUS(tehai_score_readings(&hand, &win, NULL, scores, 4, &count), TEHAI_STATUS_OK);
    CHECK(count == 4 && scores[0].fu != 0);

    EXPECT_STATUS(tehai_score_explain(&hand, &win, NULL, &explanation), TEHAI_STATUS_OK);
    CHECK(explanation.fu_item_count >= 2 && explanation.fu_items[0].reason == TEHAI_FU_BASE);
    item = explanation.fu_items[0];
    memset(text, SENTINEL, sizeof text);
    memset(&len, SENTINEL, sizeof len);
    EXPECT_STATUS(tehai_fu_item_str(&item, text, 4, &len), TEHAI_STATUS_BUFFER_TOO_SMALL);
    CHECK(len == 4); /* "base" needs 5 bytes */
    CHECK(untouched(text, sizeof text));
    item.reserved = 1;
    EXPECT_STATUS(tehai_fu_item_str(&item, text, sizeof text, &len), TEHAI_STATUS_INVALID_FU_ITEM);
    item.reserved = 0;
    item.reason = 9;
    EXPECT_STATUS(tehai_fu_item_str(&item, text, sizeof text, &len), TEHAI_STATUS_INVALID_FU_ITEM);
    CHECK(untouched(text, sizeof text));
    CHECK(tehai_yaku_name(56, TEHAI_LANGUAGE_ENGLISH) == NULL);
    CHECK(tehai_yaku_name(0, 4) == NULL);
    CHECK(strcmp(tehai_yaku_name(9, TEHAI_LANGUAGE_ROMAJI), "Tanyao") == 0);
}

int main(void)
{
    null_pointers();
    bad_counts();
    bad_text();
    bad_packed_hands();
    small_buffers();
    wrong_questions();
    bad_tiles();
    batches();
    bad_melds();
    bad_red_fives();
    melds_only();
    huge_lengths();
    misaligned();
    score_layout();
    bad_scores();
    bad_explanations();
    messages();
    bad_efficiency();
    printf("bad_input: %u passed, %u failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
