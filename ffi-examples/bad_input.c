/*
 * bad_input.c: every kind of bad input across the C ABI gets its own status,
 * and no call writes an output on failure or past a capacity.
 *
 * Outputs are pre-filled with a sentinel byte pattern; after a failing call
 * the test checks that the pattern is intact. Run by `cargo test` (tests/ffi.rs),
 * under valgrind and with ASan/UBSan by .ci/ffi.sh. Exits non-zero on failure.
 */
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
    EXPECT_STATUS(tehai_hand_decompose(NULL, decompositions, TEHAI_MAX_DECOMPOSITIONS, &size,
                                       &value),
                  TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_win_forms(NULL, &value), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_waits(NULL, &waits), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_shanten(NULL, &shanten), TEHAI_STATUS_NULL_POINTER);

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
    EXPECT_STATUS(tehai_hand_decompose(&hand, NULL, 1, &size, &value), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_decompose(&hand, decompositions, 1, NULL, &value),
                  TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_decompose(&hand, decompositions, 1, &size, NULL),
                  TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_win_forms(&hand, NULL), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_waits(&hand, NULL), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_shanten(&hand, NULL), TEHAI_STATUS_NULL_POINTER);

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
    EXPECT_STATUS(tehai_hand_shanten(&bad, &shanten), TEHAI_STATUS_INVALID_PACKED_HAND);
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
    EXPECT_STATUS(tehai_hand_decompose(&four, out, 0, &count, &forms),
                  TEHAI_STATUS_BUFFER_TOO_SMALL);
    CHECK(count == 4);
    EXPECT_STATUS(tehai_hand_decompose(&four, NULL, 0, &count, &forms),
                  TEHAI_STATUS_BUFFER_TOO_SMALL);
    count = 0;
    EXPECT_STATUS(tehai_hand_decompose(&four, out, 3, &count, &forms),
                  TEHAI_STATUS_BUFFER_TOO_SMALL);
    CHECK(count == 4);
    CHECK(untouched(out, sizeof out));
    CHECK(untouched(&forms, sizeof forms));

    /* Exactly enough: the slot after the capacity stays untouched. */
    EXPECT_STATUS(tehai_hand_decompose(&four, out, 4, &count, &forms), TEHAI_STATUS_OK);
    CHECK(count == 4);
    CHECK(forms == TEHAI_WIN_REGULAR);
    CHECK(out[0].block_count == 5);
    CHECK(untouched(&out[4], sizeof out[4]));

    memset(out, SENTINEL, sizeof out);
    EXPECT_STATUS(tehai_hand_decompose(&hand, out, 1, &count, &forms), TEHAI_STATUS_OK);
    CHECK(count == 1);
    CHECK(untouched(&out[1], sizeof out[1]));

    /* No decomposition at all needs no buffer. */
    hand = parse("123m456p789s11123z");
    count = 99;
    EXPECT_STATUS(tehai_hand_decompose(&hand, NULL, 0, &count, &forms), TEHAI_STATUS_OK);
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
    EXPECT_STATUS(tehai_hand_waits(&fourteen, &waits), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_waits(&empty, &waits), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_shanten(&twelve, &shanten), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_shanten(&empty, &shanten), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_decompose(&thirteen, out, TEHAI_MAX_DECOMPOSITIONS, &count, &forms),
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

static void bad_melds(void)
{
    TehaiHand hand = parse("123m456p11z"); /* 8 tiles: room for two melds */
    TehaiBlock melds[5];
    TehaiDecomposition out[TEHAI_MAX_DECOMPOSITIONS];
    size_t count;
    uint32_t forms;
    unsigned i;

    memset(out, SENTINEL, sizeof out);
    memset(&count, SENTINEL, sizeof count);
    memset(&forms, SENTINEL, sizeof forms);
    melds[0].kind = TEHAI_BLOCK_KIND_TRIPLET;
    melds[0].tile = 33; /* 777z */
    melds[1].kind = TEHAI_BLOCK_KIND_SEQUENCE;
    melds[1].tile = 24; /* 789s */
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_OK);
    EXPECT_STATUS(tehai_hand_check_melds(&hand, NULL, 0), TEHAI_STATUS_OK);
    EXPECT_STATUS(tehai_hand_check_melds(&hand, NULL, 2), TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hand_check_melds(NULL, melds, 2), TEHAI_STATUS_NULL_POINTER);

    melds[1].tile = 25; /* 89s + 1z: a sequence leaving its suit */
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_INVALID_MELD);
    melds[1].tile = 27; /* a sequence of honors */
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_INVALID_MELD);
    melds[1].kind = TEHAI_BLOCK_KIND_PAIR;
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_INVALID_MELD);
    melds[1].kind = TEHAI_BLOCK_KIND_NONE;
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_INVALID_MELD);
    memset(&melds[1], 0x63, sizeof melds[1]); /* kind 99, tile 99 */
    melds[1].tile = 0;
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_INVALID_MELD);
    melds[1].kind = TEHAI_BLOCK_KIND_TRIPLET;
    melds[1].tile = 34;
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_INVALID_TILE_INDEX);
    melds[1].tile = 27; /* 111z beside 11z in hand: five 1z */
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 2), TEHAI_STATUS_COUNT_ABOVE_FOUR);
    melds[1].tile = 32;
    for (i = 2; i < 5; ++i) {
        melds[i].kind = TEHAI_BLOCK_KIND_QUAD;
        melds[i].tile = (uint8_t)(18 + i);
    }
    /* 8 concealed tiles leave room for two melds, not three. */
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 3), TEHAI_STATUS_WRONG_TILE_COUNT);
    EXPECT_STATUS(tehai_hand_check_melds(&hand, melds, 5), TEHAI_STATUS_TOO_MANY_DECLARED_MELDS);
    EXPECT_STATUS(tehai_hand_decompose_with_melds(&hand, melds, 5, out, TEHAI_MAX_DECOMPOSITIONS,
                                                  &count, &forms),
                  TEHAI_STATUS_TOO_MANY_DECLARED_MELDS);
    EXPECT_STATUS(tehai_hand_decompose_with_melds(&hand, melds, 2, out, 0, &count, &forms),
                  TEHAI_STATUS_BUFFER_TOO_SMALL);
    CHECK(count == 1);
    CHECK(untouched(out, sizeof out));
    CHECK(untouched(&forms, sizeof forms));
    EXPECT_STATUS(tehai_hand_decompose_with_melds(&hand, melds, 2, out, 1, &count, &forms),
                  TEHAI_STATUS_OK);
    CHECK(count == 1 && forms == TEHAI_WIN_REGULAR && out[0].block_count == 3);
    CHECK(untouched(&out[1], sizeof out[1]));
}

static void fast_batches(void)
{
    TehaiHand hands[70];
    int8_t shanten[71];
    uint8_t is_win[71];
    size_t wins;
    size_t error_index;
    unsigned i;

    /* More than one 64-hand chunk. */
    for (i = 0; i < 70; ++i) {
        hands[i] = parse(i % 2 ? "123m456p789s11122z" : "123m456p789s111z");
    }
    memset(shanten, SENTINEL, sizeof shanten);
    memset(is_win, SENTINEL, sizeof is_win);
    memset(&wins, SENTINEL, sizeof wins);
    memset(&error_index, SENTINEL, sizeof error_index);

    EXPECT_STATUS(tehai_hands_is_win(hands, 70, is_win, 69, &wins, &error_index),
                  TEHAI_STATUS_BUFFER_TOO_SMALL);
    EXPECT_STATUS(tehai_hands_shanten_min(hands, 70, shanten, 0, &error_index),
                  TEHAI_STATUS_BUFFER_TOO_SMALL);
    EXPECT_STATUS(tehai_hands_is_win(hands, 70, is_win, 70, NULL, &error_index),
                  TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hands_is_win(hands, 70, is_win, 70, &wins, NULL),
                  TEHAI_STATUS_NULL_POINTER);
    EXPECT_STATUS(tehai_hands_shanten_min(NULL, 70, shanten, 70, &error_index),
                  TEHAI_STATUS_NULL_POINTER);
    CHECK(untouched(shanten, sizeof shanten) && untouched(is_win, sizeof is_win));
    CHECK(untouched(&wins, sizeof wins) && untouched(&error_index, sizeof error_index));

    hands[66].suits[3] = 1u << 21; /* an 8z, in the second chunk */
    EXPECT_STATUS(tehai_hands_is_win(hands, 70, is_win, 70, &wins, &error_index),
                  TEHAI_STATUS_INVALID_PACKED_HAND);
    CHECK(error_index == 66);
    memset(&error_index, SENTINEL, sizeof error_index);
    EXPECT_STATUS(tehai_hands_shanten_min(hands, 70, shanten, 70, &error_index),
                  TEHAI_STATUS_INVALID_PACKED_HAND);
    CHECK(error_index == 66);
    CHECK(untouched(shanten, sizeof shanten) && untouched(is_win, sizeof is_win));
    CHECK(untouched(&wins, sizeof wins));

    hands[66] = parse("123m456p789s111z");
    memset(&error_index, SENTINEL, sizeof error_index);
    EXPECT_STATUS(tehai_hands_is_win(hands, 70, is_win, 71, &wins, &error_index),
                  TEHAI_STATUS_OK);
    EXPECT_STATUS(tehai_hands_shanten_min(hands, 70, shanten, 71, &error_index),
                  TEHAI_STATUS_OK);
    CHECK(wins == 35);
    for (i = 0; i < 70; ++i) {
        CHECK(is_win[i] == (i % 2 ? 1 : 0));
        CHECK(shanten[i] == (i % 2 ? -1 : TEHAI_SHANTEN_NOT_APPLICABLE));
    }
    CHECK(untouched(&is_win[70], 1) && untouched(&shanten[70], 1));
    CHECK(untouched(&error_index, sizeof error_index));
    EXPECT_STATUS(tehai_hands_is_win(NULL, 0, NULL, 0, &wins, &error_index), TEHAI_STATUS_OK);
    CHECK(wins == 0);
    CHECK(tehai_batch_kernel() != NULL && tehai_batch_kernel()[0] != '\0');
}

static void misaligned(void)
{
    /* A TehaiHand at an odd address: refused, not read. */
    static uint32_t storage[8];
    const TehaiHand *odd = (const TehaiHand *)(const void *)((const char *)storage + 1);
    uint32_t value;
    memset(&value, SENTINEL, sizeof value);
    EXPECT_STATUS(tehai_hand_tile_count(odd, &value), TEHAI_STATUS_MISALIGNED_POINTER);
    CHECK(untouched(&value, sizeof value));
}

static void messages(void)
{
    uint32_t status;
    for (status = 0; status <= TEHAI_STATUS_INVALID_MELD; ++status) {
        const char *message = tehai_status_str(status);
        CHECK(message != NULL && message[0] != '\0');
        CHECK(strcmp(message, "unknown tehai status") != 0);
    }
    CHECK(strcmp(tehai_status_str(TEHAI_STATUS_INVALID_MELD + 1), "unknown tehai status") == 0);
    CHECK(strcmp(tehai_status_str(0xffffffffu), "unknown tehai status") == 0);
    CHECK(strcmp(tehai_status_str(TEHAI_STATUS_OK), "success") == 0);
    CHECK(tehai_version() != NULL && tehai_version()[0] != '\0');
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
    fast_batches();
    misaligned();
    messages();
    printf("bad_input: %u passed, %u failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
