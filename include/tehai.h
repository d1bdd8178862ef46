/*
 * tehai: riichi mahjong hand analysis, C ABI.
 *
 * Generated from capi/src/ by cbindgen and capi/tests/header.rs; do not edit
 * by hand. Regenerate with: TEHAI_BLESS=1 cargo test -p tehai-capi --test header
 *
 * Conventions: every fallible call returns a TehaiStatus (0 = TEHAI_STATUS_OK)
 * and lists under "Errors:" every status it can return; inputs are const and
 * come first, outputs come last; every buffer is followed by its length or
 * capacity; outputs are written only on success (plus the "needed" count on
 * TEHAI_STATUS_BUFFER_TOO_SMALL and the failing index of a batch call); a
 * single-value pointer must not be NULL, an array pointer may be NULL only with
 * length 0; pointers must be aligned for their type.
 */

#ifndef TEHAI_H
#define TEHAI_H

#include <stddef.h>
#include <stdint.h>

/**
 * Result of every fallible tehai_* call: TEHAI_STATUS_OK (0) on success, one
 * value per cause of failure. A uint32_t; the numbers never change and are never
 * reused, new failures get new numbers. tehai_status_str() gives the message of
 * any value, unknown ones included.
 */
typedef uint32_t TehaiStatus;

/**
 * The values of TehaiStatus.
 */
enum {
    /**
     * Success.
     *
     * Message: "success"
     */
    TEHAI_STATUS_OK = 0,

    /**
     * A required pointer is NULL (or an array pointer is NULL with a
     * non-zero length or capacity).
     *
     * Message: "a required pointer is NULL"
     */
    TEHAI_STATUS_NULL_POINTER = 1,

    /**
     * A tile kind would hold more than four copies (in the hand, or in
     * the hand and its declared melds together).
     *
     * Message: "a tile kind would hold more than 4 copies"
     */
    TEHAI_STATUS_COUNT_ABOVE_FOUR = 2,

    /**
     * A hand would hold more than 14 concealed tiles.
     *
     * Message: "more than 14 concealed tiles"
     */
    TEHAI_STATUS_TOO_MANY_TILES = 3,

    /**
     * More than four declared melds.
     *
     * Message: "more than 4 declared melds"
     */
    TEHAI_STATUS_TOO_MANY_DECLARED_MELDS = 4,

    /**
     * The hand's tile count does not fit the question: the win check
     * needs `3N + 2` tiles, decomposition `3N` or `3N + 2`, waits
     * `3N + 1`, shanten `3N + 1` or `3N + 2`; beside declared melds a
     * hand holds at most `14 - 3 * melds` tiles.
     *
     * Message: "the hand's tile count does not fit the question (3N+2 to win, 3N or 3N+2 to decompose, 3N+1 for waits, 3N+1 or 3N+2 for shanten)"
     */
    TEHAI_STATUS_WRONG_TILE_COUNT = 5,

    /**
     * The text is not valid MPSZ notation (unknown character, digits
     * without a suit letter, a suit letter without digits, `8z`, `9z`
     * or `0z`, more than two red fives of a suit, empty text); or a
     * `TehaiParsedHand` whose red fives no notation can write.
     *
     * Message: "not valid MPSZ notation"
     */
    TEHAI_STATUS_BAD_NOTATION = 6,

    /**
     * An output buffer is too small; the needed size has been written to
     * the call's count or length out-parameter, nothing else was written.
     *
     * Message: "an output buffer is too small; the needed size was written"
     */
    TEHAI_STATUS_BUFFER_TOO_SMALL = 7,

    /**
     * A tile index is not below 34.
     *
     * Message: "a tile index is not below 34"
     */
    TEHAI_STATUS_INVALID_TILE_INDEX = 8,

    /**
     * The text is not valid UTF-8.
     *
     * Message: "the text is not valid UTF-8"
     */
    TEHAI_STATUS_INVALID_UTF8 = 9,

    /**
     * A `TehaiHand` has bits set outside its ranks (above rank 9 of a
     * number suit or rank 7 of the honors).
     *
     * Message: "a packed hand has bits set outside its ranks"
     */
    TEHAI_STATUS_INVALID_PACKED_HAND = 10,

    /**
     * A tile to remove is not in the hand.
     *
     * Message: "the tile to remove is not in the hand"
     */
    TEHAI_STATUS_TILE_NOT_IN_HAND = 11,

    /**
     * An array length is wrong (a counts array holds exactly 34 entries),
     * or so large that the array could not exist in memory.
     *
     * Message: "an array length is wrong or too large to address"
     */
    TEHAI_STATUS_INVALID_LENGTH = 12,

    /**
     * A pointer is not aligned for its type.
     *
     * Message: "a pointer is not aligned for its type"
     */
    TEHAI_STATUS_MISALIGNED_POINTER = 13,

    /**
     * A bug in tehai: a panic was caught at the boundary, or an internal
     * invariant failed. Please report it.
     *
     * Message: "internal error in tehai (a bug: please report it)"
     */
    TEHAI_STATUS_INTERNAL_ERROR = 14,

    /**
     * A declared meld is not a meld: an unknown kind, a chi that leaves
     * its suit or uses honors, more red fives than it holds fives (or
     * more than two), or a non-zero reserved byte.
     *
     * Message: "a declared meld is not a meld (unknown kind, a chi leaving its suit, too many red fives, or a non-zero reserved byte)"
     */
    TEHAI_STATUS_INVALID_MELD = 15,
};

/**
 * Number of tile kinds: counts arrays hold this many entries, tile indices
 * are below it (`0..9` = 1m..9m, `9..18` = 1p..9p, `18..27` = 1s..9s,
 * `27..34` = 1z..7z, the honors east, south, west, north, white, green, red).
 */
#define TEHAI_TILE_KINDS 34

/**
 * Most concealed tiles a hand may hold.
 */
#define TEHAI_MAX_CONCEALED_TILES 14

/**
 * Capacity, in bytes with the terminating NUL, that always suffices for the
 * MPSZ text of a hand (14 digits and 4 suit letters).
 */
#define TEHAI_MPSZ_CAPACITY 19

/**
 * Most red fives of one suit (written `0` in MPSZ notation): two, the most
 * any common rule set has. The parser refuses more, and so do
 * `tehai_parsed_hand_to_mpsz` and the declared melds.
 */
#define TEHAI_MAX_RED_FIVES 2

/**
 * Most melds a hand can declare: a meld array longer than this is refused.
 */
#define TEHAI_MAX_DECLARED_MELDS 4

/**
 * `TehaiMeld::kind`: a chi (chii), a sequence called from the player on the
 * left; `tile` is its lowest tile.
 */
#define TEHAI_MELD_KIND_CHI 0

/**
 * `TehaiMeld::kind`: a pon, a triplet called from any player.
 */
#define TEHAI_MELD_KIND_PON 1

/**
 * `TehaiMeld::kind`: an open kan (daiminkan), a quad called from a discard.
 */
#define TEHAI_MELD_KIND_OPEN_KAN 2

/**
 * `TehaiMeld::kind`: an added kan (shouminkan), a pon upgraded with the
 * fourth tile drawn; open, as the pon was.
 */
#define TEHAI_MELD_KIND_ADDED_KAN 3

/**
 * `TehaiMeld::kind`: a closed kan (ankan), four drawn copies declared; the
 * hand stays closed.
 */
#define TEHAI_MELD_KIND_CLOSED_KAN 4

/**
 * Most blocks in one decomposition: four melds and a pair.
 */
#define TEHAI_MAX_BLOCKS 5

/**
 * Most decompositions any hand has: a decomposition buffer of this capacity
 * never fails with `TEHAI_STATUS_BUFFER_TOO_SMALL`.
 */
#define TEHAI_MAX_DECOMPOSITIONS 4

/**
 * `TehaiBlock::kind` of an unused slot of `TehaiDecomposition::blocks`
 * (past `block_count`).
 */
#define TEHAI_BLOCK_KIND_NONE 0

/**
 * `TehaiBlock::kind`: three consecutive ranks of a number suit (shuntsu);
 * `tile` is the lowest.
 */
#define TEHAI_BLOCK_KIND_SEQUENCE 1

/**
 * `TehaiBlock::kind`: three copies of one kind (koutsu).
 */
#define TEHAI_BLOCK_KIND_TRIPLET 2

/**
 * `TehaiBlock::kind`: two copies of one kind (jantou, the pair).
 */
#define TEHAI_BLOCK_KIND_PAIR 3

/**
 * Win-form flag: melds and one pair (the regular form).
 */
#define TEHAI_WIN_REGULAR 1

/**
 * Win-form flag: seven distinct pairs (chiitoitsu).
 */
#define TEHAI_WIN_SEVEN_PAIRS (1 << 1)

/**
 * Win-form flag: thirteen orphans (kokushi musou).
 */
#define TEHAI_WIN_THIRTEEN_ORPHANS (1 << 2)

/**
 * Value of a `TehaiShanten` field whose form does not apply (seven pairs and
 * thirteen orphans need a fully concealed hand of 13 or 14 tiles).
 */
#define TEHAI_SHANTEN_NOT_APPLICABLE 127

/**
 * A concealed hand (tehai) in tehai's packed form: one `uint32_t` per suit,
 * in the order m, p, s, z. Rank `r` (0-based) of a suit holds its count (0
 * to 4) in bits `3r..3r+3`; number suits use 27 bits, the honors 21.
 * Declared melds are not part of it: a hand of `3N + 1` or `3N + 2` tiles
 * implies `4 - N` of them.
 *
 * Build one with `tehai_hand_from_mpsz` or `tehai_hand_from_counts`, or pack
 * it yourself: every call validates it on entry
 * (`TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
 * `TEHAI_STATUS_TOO_MANY_TILES`). A zeroed `TehaiHand` is the empty hand.
 */
typedef struct TehaiHand {
    /**
     * Packed suits m, p, s, z.
     */
    uint32_t suits[4];
} TehaiHand;

/**
 * A hand read from MPSZ text, with its red fives (written `0`) counted apart.
 */
typedef struct TehaiParsedHand {
    /**
     * The tiles, red fives counted as fives.
     */
    struct TehaiHand hand;
    /**
     * Red fives per number suit (m, p, s); never more than the fives held.
     */
    uint8_t red_fives[3];
} TehaiParsedHand;

/**
 * A declared meld, four bytes: what the player called (or declared closed)
 * and with which tiles.
 *
 * Every byte comes from the caller and is checked, never trusted: an unknown
 * `kind`, a chi that would leave its suit or use honors, more red fives than
 * the meld holds fives (or than `TEHAI_MAX_RED_FIVES`), or a non-zero
 * `reserved` byte is
 * `TEHAI_STATUS_INVALID_MELD`; a `tile` of 34 or above is
 * `TEHAI_STATUS_INVALID_TILE_INDEX`. Initialize the whole struct (`= {0}`,
 * or a designated initializer) so that `reserved` is 0.
 */
typedef struct TehaiMeld {
    /**
     * One of the `TEHAI_MELD_KIND_*` values.
     */
    uint8_t kind;
    /**
     * Tile index `0..34` of the meld's tile; for a chi its lowest tile.
     */
    uint8_t tile;
    /**
     * How many of the meld's tiles are red fives: at most
     * `TEHAI_MAX_RED_FIVES`, and never more than the fives it holds.
     */
    uint8_t red_fives;
    /**
     * Must be 0; kept for a later use.
     */
    uint8_t reserved;
} TehaiMeld;

/**
 * One block of a decomposition: its kind and the tile index naming it (the
 * lowest tile of a sequence). Written by tehai, never read from C.
 */
typedef struct TehaiBlock {
    /**
     * One of the `TEHAI_BLOCK_KIND_*` values.
     */
    uint8_t kind;
    /**
     * Tile index `0..34` of the block's (lowest) tile.
     */
    uint8_t tile;
} TehaiBlock;

/**
 * One way to split a hand into blocks, listed suit by suit (m p s z) and by
 * rank inside a suit. Slots past `block_count` hold `TEHAI_BLOCK_KIND_NONE`
 * blocks of tile 0.
 */
typedef struct TehaiDecomposition {
    /**
     * Number of blocks used, at most `TEHAI_MAX_BLOCKS`.
     */
    uint32_t block_count;
    /**
     * The blocks.
     */
    struct TehaiBlock blocks[TEHAI_MAX_BLOCKS];
} TehaiDecomposition;

/**
 * The waits (machi) of a `3N + 1` hand, as 64-bit tile sets: bit `i` stands
 * for tile index `i` (`waits & (1ull << 13)` tests 5p).
 */
typedef struct TehaiWaits {
    /**
     * Kinds that complete the hand in any form and can still be drawn.
     */
    uint64_t waits;
    /**
     * Kinds that would complete the hand only as a fifth copy (the hand holds
     * all four): not real waits, reported apart.
     */
    uint64_t fifth_tile;
} TehaiWaits;

/**
 * Shanten numbers (向聴数): how many tile exchanges a hand is from tenpai;
 * -1 means complete, 0 tenpai.
 */
typedef struct TehaiShanten {
    /**
     * The least of the forms that apply.
     */
    int8_t min;
    /**
     * The regular form (melds and a pair), the declared melds implied by the
     * tile count.
     */
    int8_t regular;
    /**
     * Seven pairs (chiitoitsu), or `TEHAI_SHANTEN_NOT_APPLICABLE`.
     */
    int8_t seven_pairs;
    /**
     * Thirteen orphans (kokushi musou), or `TEHAI_SHANTEN_NOT_APPLICABLE`.
     */
    int8_t thirteen_orphans;
} TehaiShanten;

#ifdef __cplusplus
extern "C" {
#endif // __cplusplus

/**
 * The static, NUL-terminated message for a status value. Never NULL: a value
 * that is not a status gives "unknown tehai status". The string must not be
 * freed.
 */
const char *tehai_status_str(uint32_t status);

/**
 * The library version ("MAJOR.MINOR.PATCH"), static and NUL-terminated.
 * Never NULL; must not be freed.
 */
const char *tehai_version(void);

/**
 * Builds a hand from 34 counts in tile index order and writes it to
 * `*out_hand`. `counts_len` must be `TEHAI_TILE_KINDS` (34).
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_hand` is NULL, or `counts` is NULL
 *   with a non-zero `counts_len`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_hand` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `counts_len` is not 34;
 * * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4;
 * * `TEHAI_STATUS_TOO_MANY_TILES`: more than 14 tiles in all;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `counts` is NULL or points to `counts_len` readable bytes; `out_hand` is
 * NULL or valid for writing a `TehaiHand`.
 */
TehaiStatus tehai_hand_from_counts(const uint8_t *counts,
                                   size_t counts_len,
                                   struct TehaiHand *out_hand);

/**
 * Parses MPSZ notation (`"123m456p789s11122z"`, `0` = a red five) and
 * writes the hand to `*out_hand`; red fives count as fives (see
 * `tehai_parsed_hand_from_mpsz` to keep them). The text is `text_len` bytes
 * of UTF-8 and needs no NUL terminator (pass `strlen(s)` for a C string).
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_hand` is NULL, or `text` is NULL with
 *   a non-zero `text_len`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_hand` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_UTF8`: the text is not UTF-8;
 * * `TEHAI_STATUS_BAD_NOTATION`: the text is not MPSZ notation (empty
 *   text included);
 * * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a fifth copy of a kind;
 * * `TEHAI_STATUS_TOO_MANY_TILES`: more than 14 tiles;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `text` is NULL or points to `text_len` readable bytes; `out_hand` is NULL
 * or valid for writing a `TehaiHand`.
 */
TehaiStatus tehai_hand_from_mpsz(const char *text,
                                 size_t text_len,
                                 struct TehaiHand *out_hand);

/**
 * Parses MPSZ notation like `tehai_hand_from_mpsz`, keeping the number of
 * red fives per suit, and writes the result to `*out_parsed`.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_parsed` is NULL, or `text` is NULL
 *   with a non-zero `text_len`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_parsed` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_UTF8`, `TEHAI_STATUS_BAD_NOTATION`,
 *   `TEHAI_STATUS_COUNT_ABOVE_FOUR`, `TEHAI_STATUS_TOO_MANY_TILES`: as
 *   `tehai_hand_from_mpsz`;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `text` is NULL or points to `text_len` readable bytes; `out_parsed` is NULL
 * or valid for writing a `TehaiParsedHand`.
 */
TehaiStatus tehai_parsed_hand_from_mpsz(const char *text,
                                        size_t text_len,
                                        struct TehaiParsedHand *out_parsed);

/**
 * Writes the canonical MPSZ text of a hand (tiles sorted, suits in the order
 * m p s z, empty suits left out; the empty hand is `""`) and a NUL to `out`.
 * `TEHAI_MPSZ_CAPACITY` bytes always suffice. `*out_len` receives the text's
 * length without the NUL, on success and on `TEHAI_STATUS_BUFFER_TOO_SMALL`
 * alike (then `out` is untouched and `*out_len + 1` bytes are needed).
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_len` is NULL, or `out` is
 *   NULL with a non-zero `capacity`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `out_len` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
 *   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
 * * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below the text's length
 *   plus one;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`; `out` is NULL or valid
 * for writing `capacity` bytes; `out_len` is NULL or valid for writing a
 * `size_t`.
 */
TehaiStatus tehai_hand_to_mpsz(const struct TehaiHand *hand,
                               char *out,
                               size_t capacity,
                               size_t *out_len);

/**
 * Writes the MPSZ text of a parsed hand, its red fives written as `0`
 * (`"05m55p"`). Same buffer rules as `tehai_hand_to_mpsz`.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `parsed` or `out_len` is NULL, or `out` is
 *   NULL with a non-zero `capacity`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `parsed` or `out_len` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
 *   `TEHAI_STATUS_TOO_MANY_TILES`: `parsed->hand` is not a valid hand;
 * * `TEHAI_STATUS_BAD_NOTATION`: no notation can write `red_fives`: more
 *   red fives than fives held, or more than `TEHAI_MAX_RED_FIVES` of a suit;
 * * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below the text's length
 *   plus one;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `parsed` is NULL or points to a readable `TehaiParsedHand`; `out` is NULL
 * or valid for writing `capacity` bytes; `out_len` is NULL or valid for
 * writing a `size_t`.
 */
TehaiStatus tehai_parsed_hand_to_mpsz(const struct TehaiParsedHand *parsed,
                                      char *out,
                                      size_t capacity,
                                      size_t *out_len);

/**
 * Writes the hand's 34 counts, in tile index order, to `out_counts`.
 * `capacity` must be at least `TEHAI_TILE_KINDS` (34); exactly 34 bytes are
 * written.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand` is NULL, or `out_counts` is NULL
 *   with a non-zero `capacity`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
 *   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
 * * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below 34 (nothing
 *   written);
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`; `out_counts` is NULL or
 * valid for writing `capacity` bytes.
 */
TehaiStatus tehai_hand_to_counts(const struct TehaiHand *hand,
                                 uint8_t *out_counts,
                                 size_t capacity);

/**
 * Validates a hand and writes its number of concealed tiles to `*out_tiles`.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_tiles` is NULL;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `out_tiles` is misaligned;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
 *   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`; `out_tiles` is NULL or
 * valid for writing a `uint32_t`.
 */
TehaiStatus tehai_hand_tile_count(const struct TehaiHand *hand,
                                  uint32_t *out_tiles);

/**
 * Checks that a hand is a legal concealed hand for a player with
 * `declared_melds` declared melds: a valid packed hand of
 * `13 - 3 * declared_melds` tiles (waiting) or `14 - 3 * declared_melds`
 * (after a draw). Writes nothing. To check the melds themselves, pass them
 * to `tehai_hand_check_melds`.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand` is NULL;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` is misaligned;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
 *   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
 * * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `declared_melds` is above 4;
 * * `TEHAI_STATUS_WRONG_TILE_COUNT`: the hand holds another number of tiles;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`.
 */
TehaiStatus tehai_hand_check(const struct TehaiHand *hand,
                             uint32_t declared_melds);

/**
 * Adds one tile (index `0..34`) to a hand and writes the result to
 * `*out_hand`, which may be the same object as `*hand`.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_hand` is NULL;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `out_hand` is misaligned;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
 *   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
 * * `TEHAI_STATUS_INVALID_TILE_INDEX`: `tile` is not below 34;
 * * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: the tile would be a fifth copy;
 * * `TEHAI_STATUS_TOO_MANY_TILES`: the hand already holds 14 tiles;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`; `out_hand` is NULL or
 * valid for writing a `TehaiHand`.
 */
TehaiStatus tehai_hand_add_tile(const struct TehaiHand *hand,
                                uint32_t tile,
                                struct TehaiHand *out_hand);

/**
 * Removes one tile (index `0..34`) from a hand and writes the result to
 * `*out_hand`, which may be the same object as `*hand`.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_hand` is NULL;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `out_hand` is misaligned;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
 *   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
 * * `TEHAI_STATUS_INVALID_TILE_INDEX`: `tile` is not below 34;
 * * `TEHAI_STATUS_TILE_NOT_IN_HAND`: the hand holds no such tile;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`; `out_hand` is NULL or
 * valid for writing a `TehaiHand`.
 */
TehaiStatus tehai_hand_remove_tile(const struct TehaiHand *hand,
                                   uint32_t tile,
                                   struct TehaiHand *out_hand);

/**
 * Checks declared melds against a concealed hand: at most four real melds,
 * no kind more than four times in hand and melds together, and at most
 * `14 - 3 * meld_count` concealed tiles. Writes nothing. `melds` may be NULL
 * when `meld_count` is 0.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand` is NULL, or `melds` is NULL with a
 *   non-zero `meld_count`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` is misaligned;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`:
 *   `*hand` is not a valid hand;
 * * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `meld_count` is above 4;
 * * `TEHAI_STATUS_INVALID_MELD`: a meld is not a meld (see `TehaiMeld`);
 * * `TEHAI_STATUS_INVALID_TILE_INDEX`: a meld's tile is not below 34;
 * * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4 in `*hand`, or more than
 *   four copies of a kind in hand and melds together;
 * * `TEHAI_STATUS_WRONG_TILE_COUNT`: more concealed tiles than the melds
 *   leave room for;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`; `melds` is NULL or
 * points to `meld_count` readable `TehaiMeld`s.
 */
TehaiStatus tehai_hand_check_melds(const struct TehaiHand *hand,
                                   const struct TehaiMeld *melds,
                                   size_t meld_count);

/**
 * Lists every decomposition of a hand into melds and at most one pair: a
 * hand of `3N + 2` tiles (`3N` for melds only); the `4 - N` declared melds
 * are not passed (see `tehai_hand_decompose_with_melds` to check them too).
 *
 * On success writes the decompositions to `out[0..*out_count]` and the
 * winning forms of the hand to `*out_forms`: `TEHAI_WIN_REGULAR` when a
 * decomposition is melds and one pair (never for `3N` tiles),
 * `TEHAI_WIN_SEVEN_PAIRS`, `TEHAI_WIN_THIRTEEN_ORPHANS`. A hand with no
 * decomposition succeeds with `*out_count == 0`. `TEHAI_MAX_DECOMPOSITIONS`
 * slots always suffice.
 *
 * If `capacity` is too small, returns `TEHAI_STATUS_BUFFER_TOO_SMALL`,
 * writes the number needed to `*out_count` and nothing else. `out` may be
 * NULL when `capacity` is 0 (a size query).
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand`, `out_count` or `out_forms` is
 *   NULL, or `out` is NULL with a non-zero `capacity`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand`, `out`, `out_count` or
 *   `out_forms` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` decompositions would not fit
 *   in memory;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
 *   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
 * * `TEHAI_STATUS_WRONG_TILE_COUNT`: `3N + 1` tiles;
 * * `TEHAI_STATUS_BUFFER_TOO_SMALL`: more decompositions than `capacity`;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`; `out` is NULL or valid
 * for writing `capacity` `TehaiDecomposition`s; `out_count` and `out_forms`
 * are NULL or valid for writing a `size_t` and a `uint32_t`.
 */
TehaiStatus tehai_hand_decompose(const struct TehaiHand *hand,
                                 struct TehaiDecomposition *out,
                                 size_t capacity,
                                 size_t *out_count,
                                 uint32_t *out_forms);

/**
 * `tehai_hand_decompose` for a caller that holds the declared melds: checks
 * them as `tehai_hand_check_melds` does, then decomposes the concealed
 * tiles. The decompositions list the concealed blocks only; the declared
 * melds complete each of them as they are. Same buffer rules as
 * `tehai_hand_decompose`.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand`, `out_count` or `out_forms` is
 *   NULL, `melds` is NULL with a non-zero `meld_count`, or `out` is NULL
 *   with a non-zero `capacity`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand`, `out`, `out_count` or
 *   `out_forms` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` decompositions would not fit
 *   in memory;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`:
 *   `*hand` is not a valid hand;
 * * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `meld_count` is above 4;
 * * `TEHAI_STATUS_INVALID_MELD`: a meld is not a meld (see `TehaiMeld`);
 * * `TEHAI_STATUS_INVALID_TILE_INDEX`: a meld's tile is not below 34;
 * * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4 in `*hand`, or more than
 *   four copies of a kind in hand and melds together;
 * * `TEHAI_STATUS_WRONG_TILE_COUNT`: more concealed tiles than the melds
 *   leave room for, or `3N + 1` tiles;
 * * `TEHAI_STATUS_BUFFER_TOO_SMALL`: more decompositions than `capacity`;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`; `melds` is NULL or
 * points to `meld_count` readable `TehaiMeld`s; `out` is NULL or valid for
 * writing `capacity` `TehaiDecomposition`s; `out_count` and `out_forms` are
 * NULL or valid for writing a `size_t` and a `uint32_t`.
 */
TehaiStatus tehai_hand_decompose_with_melds(const struct TehaiHand *hand,
                                            const struct TehaiMeld *melds,
                                            size_t meld_count,
                                            struct TehaiDecomposition *out,
                                            size_t capacity,
                                            size_t *out_count,
                                            uint32_t *out_forms);

/**
 * The win check (agari): writes to `*out_forms` every form in which a hand
 * of `3N + 2` tiles is complete, as `TEHAI_WIN_*` flags; 0 means not
 * complete.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_forms` is NULL;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `out_forms` is misaligned;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
 *   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
 * * `TEHAI_STATUS_WRONG_TILE_COUNT`: not `3N + 2` tiles;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`; `out_forms` is NULL or
 * valid for writing a `uint32_t`.
 */
TehaiStatus tehai_hand_win_forms(const struct TehaiHand *hand,
                                 uint32_t *out_forms);

/**
 * The win check over an array of hands: `out_forms[i]` receives the
 * `TEHAI_WIN_*` flags of `hands[i]`, exactly as `tehai_hand_win_forms`
 * gives them. A convenience (one call for many hands), not a faster path.
 *
 * Every hand is checked before anything is written: if one is invalid or
 * has the wrong tile count, the call returns its status, writes its index
 * to `*out_error_index` and leaves `out_forms` untouched. `*out_error_index`
 * is written only then. `hands` and `out_forms` may be NULL when
 * `hand_count` (and `out_capacity`) is 0.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_error_index` is NULL, `hands` is NULL
 *   with a non-zero `hand_count`, or `out_forms` is NULL with a non-zero
 *   `out_capacity`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hands`, `out_forms` or
 *   `out_error_index` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `hand_count` hands or `out_capacity`
 *   flags would not fit in memory;
 * * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `out_capacity < hand_count` (nothing
 *   written, not even the index);
 * * per hand, as `tehai_hand_win_forms`: `TEHAI_STATUS_INVALID_PACKED_HAND`,
 *   `TEHAI_STATUS_COUNT_ABOVE_FOUR`, `TEHAI_STATUS_TOO_MANY_TILES`,
 *   `TEHAI_STATUS_WRONG_TILE_COUNT`;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hands` is NULL or points to `hand_count` readable `TehaiHand`s;
 * `out_forms` is NULL or valid for writing `out_capacity` `uint32_t`s and
 * does not overlap `hands`; `out_error_index` is NULL or valid for writing a
 * `size_t`.
 */
TehaiStatus tehai_hands_win_forms(const struct TehaiHand *hands,
                                  size_t hand_count,
                                  uint32_t *out_forms,
                                  size_t out_capacity,
                                  size_t *out_error_index);

/**
 * The waits of a hand of `3N + 1` tiles (1, 4, 7, 10 or 13): every kind that
 * completes it in any form (regular, seven pairs, thirteen orphans), written
 * to `*out_waits`. An empty `waits` set means not tenpai.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_waits` is NULL;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `out_waits` is misaligned;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
 *   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
 * * `TEHAI_STATUS_WRONG_TILE_COUNT`: not `3N + 1` tiles;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`; `out_waits` is NULL or
 * valid for writing a `TehaiWaits`.
 */
TehaiStatus tehai_hand_waits(const struct TehaiHand *hand,
                             struct TehaiWaits *out_waits);

/**
 * The shanten numbers of a hand of `3N + 1` or `3N + 2` tiles, written to
 * `*out_shanten`.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_shanten` is NULL;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` is misaligned;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
 *   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
 * * `TEHAI_STATUS_WRONG_TILE_COUNT`: `3N` tiles, 0 included;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`; `out_shanten` is NULL
 * or valid for writing a `TehaiShanten`.
 */
TehaiStatus tehai_hand_shanten(const struct TehaiHand *hand,
                               struct TehaiShanten *out_shanten);

/**
 * Shanten over an array of hands: `out_shanten[i]` receives the numbers of
 * `hands[i]`, exactly as `tehai_hand_shanten` gives them. A convenience
 * (one call for many hands), not a faster path.
 *
 * Every hand is checked before anything is written: if one is invalid or
 * has `3N` tiles, the call returns its status, writes its index to
 * `*out_error_index` and leaves `out_shanten` untouched. `*out_error_index`
 * is written only then. `hands` and `out_shanten` may be NULL when
 * `hand_count` (and `out_capacity`) is 0.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_error_index` is NULL, `hands` is NULL
 *   with a non-zero `hand_count`, or `out_shanten` is NULL with a non-zero
 *   `out_capacity`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hands` or `out_error_index` is
 *   misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `hand_count` hands or `out_capacity`
 *   results would not fit in memory;
 * * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `out_capacity < hand_count` (nothing
 *   written, not even the index);
 * * per hand, as `tehai_hand_shanten`: `TEHAI_STATUS_INVALID_PACKED_HAND`,
 *   `TEHAI_STATUS_COUNT_ABOVE_FOUR`, `TEHAI_STATUS_TOO_MANY_TILES`,
 *   `TEHAI_STATUS_WRONG_TILE_COUNT`;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hands` is NULL or points to `hand_count` readable `TehaiHand`s;
 * `out_shanten` is NULL or valid for writing `out_capacity` `TehaiShanten`s
 * and does not overlap `hands`; `out_error_index` is NULL or valid for
 * writing a `size_t`.
 */
TehaiStatus tehai_hands_shanten(const struct TehaiHand *hands,
                                size_t hand_count,
                                struct TehaiShanten *out_shanten,
                                size_t out_capacity,
                                size_t *out_error_index);

#ifdef __cplusplus
}  // extern "C"
#endif  // __cplusplus

#endif  /* TEHAI_H */
