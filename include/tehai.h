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
     * or `0z`, more than two red fives of a suit, empty text, several
     * tiles where one is expected); or a `TehaiParsedHand` whose red
     * fives no notation can write, or a `TehaiParsedTile` whose red flag
     * is not 0 or 1, or is 1 for a tile that is no five of a number suit.
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

    /**
     * The tiles do not make a winning hand in any form (scoring).
     *
     * Message: "the tiles do not make a winning hand"
     */
    TEHAI_STATUS_NOT_A_WINNING_HAND = 16,

    /**
     * The hand wins but has no yaku; dora do not count (scoring).
     *
     * Message: "the hand has no yaku"
     */
    TEHAI_STATUS_NO_YAKU = 17,

    /**
     * The winning tile is not among the concealed tiles (scoring).
     *
     * Message: "the winning tile is not among the concealed tiles"
     */
    TEHAI_STATUS_WINNING_TILE_NOT_IN_HAND = 18,

    /**
     * A `TehaiWinContext` byte is not valid: a flag other than 0 or 1,
     * a wind above 3, a seat byte (`liable`, `discarder`) above 4, an
     * indicator count above 5, an unknown preset, or a non-zero padding
     * or reserved byte; or a win context that cannot happen at a table
     * and has no status of its own (riichi with double riichi, tenhou
     * or chiihou with riichi or haitei, chankan of a kind the winner
     * holds, renhou by tsumo, by the dealer, with a meld or riichi,
     * open riichi without riichi, sashikomi without open riichi or by
     * tsumo, paarenchan by a non-dealer, kita or north seats that do not
     * fit the player count, a chi at three players, the winner liable or
     * discarding, a discarder on a tsumo, more red fives than the rules'
     * tile set holds, nagashi mangan under rules without it).
     *
     * Message: "the win context is not valid (a bad byte, an unknown preset, or a situation that cannot happen at a table)"
     */
    TEHAI_STATUS_INVALID_WIN_CONTEXT = 19,

    /**
     * Riichi declared with an open meld.
     *
     * Message: "riichi with an open meld"
     */
    TEHAI_STATUS_RIICHI_WITH_OPEN_HAND = 20,

    /**
     * Double riichi declared with an open meld.
     *
     * Message: "double riichi with an open meld"
     */
    TEHAI_STATUS_DOUBLE_RIICHI_WITH_OPEN_HAND = 21,

    /**
     * Ippatsu without riichi or double riichi.
     *
     * Message: "ippatsu without riichi"
     */
    TEHAI_STATUS_IPPATSU_WITHOUT_RIICHI = 22,

    /**
     * Chankan (robbing a kan) is won on a discard, never by tsumo.
     *
     * Message: "chankan is won on a discard, not by tsumo"
     */
    TEHAI_STATUS_CHANKAN_ON_TSUMO = 23,

    /**
     * Rinshan kaihou is won by tsumo.
     *
     * Message: "rinshan kaihou is won by tsumo"
     */
    TEHAI_STATUS_RINSHAN_WITHOUT_TSUMO = 24,

    /**
     * Rinshan kaihou without a declared kan.
     *
     * Message: "rinshan kaihou without a declared kan"
     */
    TEHAI_STATUS_RINSHAN_WITHOUT_KAN = 25,

    /**
     * Haitei raoyue is won by tsumo.
     *
     * Message: "haitei raoyue is won by tsumo"
     */
    TEHAI_STATUS_HAITEI_WITHOUT_TSUMO = 26,

    /**
     * Haitei and rinshan together: the last tile is never a replacement tile.
     *
     * Message: "haitei raoyue and rinshan kaihou cannot both happen"
     */
    TEHAI_STATUS_HAITEI_WITH_RINSHAN = 27,

    /**
     * Houtei raoyui is won on a discard.
     *
     * Message: "houtei raoyui is won on a discard"
     */
    TEHAI_STATUS_HOUTEI_ON_TSUMO = 28,

    /**
     * Houtei and chankan together.
     *
     * Message: "houtei raoyui and chankan cannot both happen"
     */
    TEHAI_STATUS_HOUTEI_WITH_CHANKAN = 29,

    /**
     * Tenhou with a declared meld.
     *
     * Message: "tenhou with a declared meld"
     */
    TEHAI_STATUS_TENHOU_WITH_MELDS = 30,

    /**
     * Tenhou on a discard.
     *
     * Message: "tenhou is won by tsumo"
     */
    TEHAI_STATUS_TENHOU_ON_RON = 31,

    /**
     * Tenhou by a non-dealer.
     *
     * Message: "tenhou is the dealer's (East's) win"
     */
    TEHAI_STATUS_TENHOU_NOT_DEALER = 32,

    /**
     * Chiihou with a declared meld.
     *
     * Message: "chiihou with a declared meld"
     */
    TEHAI_STATUS_CHIIHOU_WITH_MELDS = 33,

    /**
     * Chiihou on a discard.
     *
     * Message: "chiihou is won by tsumo"
     */
    TEHAI_STATUS_CHIIHOU_ON_RON = 34,

    /**
     * Chiihou by the dealer.
     *
     * Message: "chiihou is a non-dealer's win"
     */
    TEHAI_STATUS_CHIIHOU_AS_DEALER = 35,

    /**
     * A `TehaiTable` is not valid: `players` is neither 3 nor 4, or its
     * reserved byte is not 0.
     *
     * Message: "the table is not valid (players neither 3 nor 4, or a non-zero reserved byte)"
     */
    TEHAI_STATUS_INVALID_TABLE = 36,

    /**
     * A three-player question about a tile from 2m to 8m (in the hand,
     * the declared melds or the seen tiles): three players do not use
     * them.
     *
     * Message: "a tile from 2m to 8m in a three-player question"
     */
    TEHAI_STATUS_NOT_IN_THREE_PLAYER = 37,

    /**
     * A tile set (a `uint64_t`, bit `i` for tile index `i`) has a bit
     * above bit 33 set.
     *
     * Message: "a tile set has a bit above bit 33 set"
     */
    TEHAI_STATUS_INVALID_TILE_SET = 38,

    /**
     * A 136-tile id is not below 136, or the same id is given twice
     * (each id is one physical tile).
     *
     * Message: "a 136-tile id is not below 136, or an id is given twice"
     */
    TEHAI_STATUS_INVALID_TILE_ID = 39,

    /**
     * The rules are not valid: a `TehaiRules` byte outside its option's
     * values, a non-zero reserved byte, an unknown preset, an unknown
     * option name or a value text the option does not take.
     *
     * Message: "the rules are not valid (a bad TehaiRules byte, an unknown preset or option, or a value the option does not take)"
     */
    TEHAI_STATUS_INVALID_RULES = 40,

    /**
     * The payments of a ron were asked without the discarder
     * (`TehaiWinContext::discarder` is 0).
     *
     * Message: "the payments of a ron need the discarder"
     */
    TEHAI_STATUS_NO_DISCARDER = 41,

    /**
     * A `TehaiFuItem` is not an item tehai writes: an unknown reason, a
     * byte its reason does not use that is not `TEHAI_NONE` (or 0), a
     * tile above 33, flags that do not fit the tile, or a fu that does
     * not agree with the rest.
     *
     * Message: "the fu item is not one tehai writes (a bad TehaiFuItem byte)"
     */
    TEHAI_STATUS_INVALID_FU_ITEM = 42,
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
 * `TehaiTable::players`: four players, all 34 kinds.
 */
#define TEHAI_PLAYERS_FOUR 4

/**
 * `TehaiTable::players`: three players (sanma), without 2m to 8m.
 */
#define TEHAI_PLAYERS_THREE 3

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
 * Most dora (and ura-dora) indicators in a `TehaiWinContext`.
 */
#define TEHAI_MAX_INDICATORS 5

/**
 * Most concealed blocks in a `TehaiScore`: the seven pairs of chiitoitsu.
 */
#define TEHAI_MAX_READING_BLOCKS 7

/**
 * Entries of `TehaiScore::yaku_han`: one per bit 0 to 47 of
 * `TehaiScore::yaku`.
 */
#define TEHAI_YAKU_COUNT 48

/**
 * Entries of `TehaiScore::yaku_han_local`: one per bit 48 to 55 of
 * `TehaiScore::yaku` (kita and the local yaku).
 */
#define TEHAI_LOCAL_YAKU_COUNT 8

/**
 * `sizeof(TehaiWinContext)`, fixed by the ABI.
 */
#define TEHAI_WIN_CONTEXT_SIZE 64

/**
 * `sizeof(TehaiScore)`, fixed by the ABI.
 */
#define TEHAI_SCORE_SIZE 128

/**
 * A wind (`TehaiWinContext::seat_wind`, `round_wind`): East, the dealer's seat.
 */
#define TEHAI_WIND_EAST 0

/**
 * A wind: South.
 */
#define TEHAI_WIND_SOUTH 1

/**
 * A wind: West.
 */
#define TEHAI_WIND_WEST 2

/**
 * A wind: North.
 */
#define TEHAI_WIND_NORTH 3

/**
 * A preset (`TehaiWinContext::preset`, `tehai_rules_preset`): Tenhou's
 * four-player rules, the default (a zero-initialised context uses them).
 */
#define TEHAI_PRESET_TENHOU 0

/**
 * A preset: Tenhou's three-player rules.
 */
#define TEHAI_PRESET_TENHOU_3P 1

/**
 * A preset: Mahjong Soul's four-player rules.
 */
#define TEHAI_PRESET_MAHJONGSOUL 2

/**
 * A preset: Mahjong Soul's three-player rules.
 */
#define TEHAI_PRESET_MAHJONGSOUL_3P 3

/**
 * A preset: the World Riichi Championship rules.
 */
#define TEHAI_PRESET_WRC 4

/**
 * A preset: the European Mahjong Association's riichi rules.
 */
#define TEHAI_PRESET_EMA 5

/**
 * A preset: the M.League rules.
 */
#define TEHAI_PRESET_MLEAGUE 6

/**
 * `TehaiScore::limit`: below the mangan.
 */
#define TEHAI_LIMIT_NONE 0

/**
 * `TehaiScore::limit`: mangan.
 */
#define TEHAI_LIMIT_MANGAN 1

/**
 * `TehaiScore::limit`: kiriage mangan (4 han 30 fu, 3 han 60 fu).
 */
#define TEHAI_LIMIT_KIRIAGE_MANGAN 2

/**
 * `TehaiScore::limit`: haneman.
 */
#define TEHAI_LIMIT_HANEMAN 3

/**
 * `TehaiScore::limit`: baiman.
 */
#define TEHAI_LIMIT_BAIMAN 4

/**
 * `TehaiScore::limit`: sanbaiman.
 */
#define TEHAI_LIMIT_SANBAIMAN 5

/**
 * `TehaiScore::limit`: kazoe yakuman (13 han or more without a yakuman).
 */
#define TEHAI_LIMIT_KAZOE_YAKUMAN 6

/**
 * `TehaiScore::limit`: yakuman, `TehaiScore::yakuman_multiple` times.
 */
#define TEHAI_LIMIT_YAKUMAN 7

/**
 * `TehaiScore::wait`: a two-sided wait (ryanmen).
 */
#define TEHAI_WAIT_RYANMEN 0

/**
 * `TehaiScore::wait`: a closed wait on the middle tile (kanchan).
 */
#define TEHAI_WAIT_KANCHAN 1

/**
 * `TehaiScore::wait`: an edge wait (penchan).
 */
#define TEHAI_WAIT_PENCHAN 2

/**
 * `TehaiScore::wait`: two pairs, one completed to a triplet (shanpon).
 */
#define TEHAI_WAIT_SHANPON 3

/**
 * `TehaiScore::wait`: a single-tile wait (tanki), also seven pairs' and
 * thirteen orphans'.
 */
#define TEHAI_WAIT_TANKI 4

/**
 * `TehaiScore::form`: melds and a pair.
 */
#define TEHAI_READING_REGULAR 0

/**
 * `TehaiScore::form`: seven pairs (chiitoitsu).
 */
#define TEHAI_READING_SEVEN_PAIRS 1

/**
 * `TehaiScore::form`: thirteen orphans (kokushi musou).
 */
#define TEHAI_READING_THIRTEEN_ORPHANS 2

/**
 * The shanten number of a form that cannot be completed with the copies
 * left in play (only a question asked with declared melds or a table gives
 * it). Equal to
 * `TEHAI_SHANTEN_NOT_APPLICABLE`: either way the form offers nothing.
 */
#define TEHAI_SHANTEN_UNREACHABLE 127

/**
 * Most rows of a discard table: one per distinct tile of a 14-tile hand.
 */
#define TEHAI_MAX_DISCARDS 14

/**
 * Capacity, in bytes with the terminating NUL, that always suffices for the
 * MPSZ text of one tile (`"5m"`, `"0p"`).
 */
#define TEHAI_TILE_MPSZ_CAPACITY 3

/**
 * Capacity, in bytes with the terminating NUL, that always suffices for the
 * MPSZ text of a tile set (all 34 kinds: 34 digits and 4 suit letters).
 */
#define TEHAI_TILE_SET_MPSZ_CAPACITY 39

/**
 * Every tile set's bits: bit `i` stands for tile index `i` (`0..34`).
 */
#define TEHAI_TILE_SET_ALL 17179869183

/**
 * `TehaiParseError::reason`: the text reads.
 */
#define TEHAI_PARSE_ERROR_NONE 0

/**
 * The text holds no tiles (`empty`).
 */
#define TEHAI_PARSE_ERROR_EMPTY 1

/**
 * A character that is neither a digit, a suit letter (`m p s z`, any case)
 * nor white space between groups (`unknown_character`); `position` is its
 * byte offset, `character` the character.
 */
#define TEHAI_PARSE_ERROR_UNKNOWN_CHARACTER 2

/**
 * Digits with no suit letter after them, at the end of the text or before
 * white space (`digits_without_suit`); `position` is the offset of the
 * group's first digit.
 */
#define TEHAI_PARSE_ERROR_DIGITS_WITHOUT_SUIT 3

/**
 * A suit letter with no digits before it (`suit_without_digits`);
 * `position` is its offset, `character` the letter as written.
 */
#define TEHAI_PARSE_ERROR_SUIT_WITHOUT_DIGITS 4

/**
 * `8z`, `9z` or `0z`: honors go from 1z to 7z and have no red five
 * (`invalid_honor`); `position` is the digit's offset, `character` the
 * digit.
 */
#define TEHAI_PARSE_ERROR_INVALID_HONOR 5

/**
 * One tile was expected, the text holds several (`not_a_single_tile`).
 */
#define TEHAI_PARSE_ERROR_NOT_A_SINGLE_TILE 6

/**
 * More than two red fives of a suit (`too_many_red_fives`); `tile` is the
 * suit's five (4, 13 or 22).
 */
#define TEHAI_PARSE_ERROR_TOO_MANY_RED_FIVES 7

/**
 * A fifth copy of a kind (`too_many_copies`); `tile` is the kind.
 */
#define TEHAI_PARSE_ERROR_TOO_MANY_COPIES 8

/**
 * More than 14 tiles (`too_many_tiles`).
 */
#define TEHAI_PARSE_ERROR_TOO_MANY_TILES 9

/**
 * The text is not UTF-8 (`invalid_utf8`); `position` is the offset of the
 * first byte that is not.
 */
#define TEHAI_PARSE_ERROR_INVALID_UTF8 10

/**
 * A cause this version of the header does not name (`other`); `status`
 * still says what the reader returns.
 */
#define TEHAI_PARSE_ERROR_OTHER 11

/**
 * `TehaiParseError::position` when the cause has no place in the text (or
 * the offset does not fit in 32 bits).
 */
#define TEHAI_NO_POSITION UINT32_MAX

/**
 * `TehaiParseError::tile` when the cause concerns no tile.
 */
#define TEHAI_NO_TILE UINT32_MAX

/**
 * Number of 136-tile ids: ids are below it. Id / 4 is the tile index, id %
 * 4 the copy; ids 16, 52 and 88 (copy 0 of 5m, 5p, 5s) are the red fives.
 */
#define TEHAI_TILE_IDS 136

/**
 * Capacity, in bytes with the terminating NUL, that always suffices for a
 * tile's mjai name (`"5mr"`).
 */
#define TEHAI_TILE_MJAI_CAPACITY 4

/**
 * `TehaiRules::double_yakuman` bit: suuankou won on the pair.
 */
#define TEHAI_DOUBLE_YAKUMAN_SUUANKOU_TANKI 1

/**
 * `TehaiRules::double_yakuman` bit: kokushi musou on the thirteen-sided wait.
 */
#define TEHAI_DOUBLE_YAKUMAN_KOKUSHI_13_WAIT (1 << 1)

/**
 * `TehaiRules::double_yakuman` bit: junsei chuuren poutou.
 */
#define TEHAI_DOUBLE_YAKUMAN_JUNSEI_CHUUREN (1 << 2)

/**
 * `TehaiRules::double_yakuman` bit: daisuushii.
 */
#define TEHAI_DOUBLE_YAKUMAN_DAISUUSHII (1 << 3)

/**
 * `TehaiRules::pao` bit: liability for daisangen.
 */
#define TEHAI_PAO_DAISANGEN 1

/**
 * `TehaiRules::pao` bit: liability for daisuushii.
 */
#define TEHAI_PAO_DAISUUSHII (1 << 1)

/**
 * `TehaiRules::pao` bit: liability for suukantsu.
 */
#define TEHAI_PAO_SUUKANTSU (1 << 2)

/**
 * `TehaiRules::kazoe`: 13 han or more without a yakuman pay one yakuman.
 */
#define TEHAI_KAZOE_YAKUMAN 0

/**
 * `TehaiRules::kazoe`: 13 han or more without a yakuman pay a sanbaiman.
 */
#define TEHAI_KAZOE_SANBAIMAN 1

/**
 * `TehaiRules::renhou`: renhou is no yaku.
 */
#define TEHAI_RENHOU_OFF 0

/**
 * `TehaiRules::renhou`: renhou is a 5-han yaku that adds to the others.
 */
#define TEHAI_RENHOU_MANGAN 1

/**
 * `TehaiRules::renhou`: renhou is a yakuman.
 */
#define TEHAI_RENHOU_YAKUMAN 2

/**
 * `TehaiRules::pao_ron`: on a ron the liable player and the discarder pay
 * half each.
 */
#define TEHAI_PAO_RON_SPLIT 0

/**
 * `TehaiRules::pao_ron`: on a ron the liable player pays it all.
 */
#define TEHAI_PAO_RON_LIABLE 1

/**
 * `TehaiRules::pao_pays`: the liable player pays the whole hand and its
 * counters.
 */
#define TEHAI_PAO_PAYS_HAND 0

/**
 * `TehaiRules::pao_pays`: the liable player pays only the liable
 * yakuman's part; the counters are paid as usual.
 */
#define TEHAI_PAO_PAYS_YAKUMAN 1

/**
 * `TehaiRules::pao_pays`: the liable player pays the liable yakuman's part
 * and the counters.
 */
#define TEHAI_PAO_PAYS_YAKUMAN_AND_COUNTERS 2

/**
 * `TehaiRules::three_player_tsumo`: the absent north's share is not paid.
 */
#define TEHAI_THREE_PLAYER_TSUMO_LOSS 0

/**
 * `TehaiRules::three_player_tsumo`: the two payers split the north's share.
 */
#define TEHAI_THREE_PLAYER_TSUMO_SPLIT 1

/**
 * `sizeof(TehaiRules)`, fixed by the ABI.
 */
#define TEHAI_RULES_SIZE 48

/**
 * Most fu items a score has (`TehaiExplanation::fu_items`): the base, the
 * closed ron or tsumo, four sets, the pair, the wait, the open-hand minimum
 * and the rounding.
 */
#define TEHAI_MAX_FU_ITEMS 10

/**
 * Entries of `TehaiExplanation::yaku_items`: one per yaku bit, the most a
 * score could list.
 */
#define TEHAI_MAX_YAKU_ITEMS (TEHAI_YAKU_COUNT + TEHAI_LOCAL_YAKU_COUNT)

/**
 * `sizeof(TehaiFuItem)`, fixed by the ABI.
 */
#define TEHAI_FU_ITEM_SIZE 8

/**
 * `sizeof(TehaiYakuItem)`, fixed by the ABI.
 */
#define TEHAI_YAKU_ITEM_SIZE 8

/**
 * `sizeof(TehaiExplanation)`, fixed by the ABI.
 */
#define TEHAI_EXPLANATION_SIZE ((8 + (8 * TEHAI_MAX_FU_ITEMS)) + (8 * TEHAI_MAX_YAKU_ITEMS))

/**
 * `TehaiFuItem::reason`: the 20 fu every regular reading starts with.
 */
#define TEHAI_FU_BASE 0

/**
 * `TehaiFuItem::reason`: seven pairs, 25 fu and nothing else.
 */
#define TEHAI_FU_SEVEN_PAIRS 1

/**
 * `TehaiFuItem::reason`: 10 for a closed hand won on a discard.
 */
#define TEHAI_FU_CLOSED_RON 2

/**
 * `TehaiFuItem::reason`: 2 for a win by drawing.
 */
#define TEHAI_FU_TSUMO 3

/**
 * `TehaiFuItem::reason`: a triplet or quad (`tile`, `flags`, `meld_kind`).
 */
#define TEHAI_FU_SET 4

/**
 * `TehaiFuItem::reason`: 2 for a kanchan, penchan or tanki wait (`tile`,
 * `block_kind`: the block the winning tile completed; `wait`).
 */
#define TEHAI_FU_WAIT 5

/**
 * `TehaiFuItem::reason`: the pair of a dragon or of the seat or round wind
 * (`tile`, `flags`).
 */
#define TEHAI_FU_PAIR 6

/**
 * `TehaiFuItem::reason`: an open hand that earned nothing beyond the base,
 * raised to the rules' fu.
 */
#define TEHAI_FU_OPEN_MINIMUM 7

/**
 * `TehaiFuItem::reason`: rounded up to the next 10.
 */
#define TEHAI_FU_ROUNDING 8

/**
 * `TehaiFuItem::flags` of a set: concealed (a closed kan, or a triplet not
 * completed by a discard).
 */
#define TEHAI_FU_FLAG_CONCEALED 1

/**
 * `TehaiFuItem::flags` of a set: a quad.
 */
#define TEHAI_FU_FLAG_KAN (1 << 1)

/**
 * `TehaiFuItem::flags` of a set: of terminals or honors.
 */
#define TEHAI_FU_FLAG_ORPHAN (1 << 2)

/**
 * `TehaiFuItem::flags` of a pair: a dragon.
 */
#define TEHAI_FU_FLAG_DRAGON (1 << 3)

/**
 * `TehaiFuItem::flags` of a pair: the seat wind.
 */
#define TEHAI_FU_FLAG_SEAT_WIND (1 << 4)

/**
 * `TehaiFuItem::flags` of a pair: the round wind.
 */
#define TEHAI_FU_FLAG_ROUND_WIND (1 << 5)

/**
 * `TehaiFuItem::tile`, `wait` and `meld_kind`, `TehaiYakuItem::tenhou`:
 * none.
 */
#define TEHAI_NONE 255

/**
 * `TEHAI_LANGUAGE_*` for `tehai_yaku_name`: Japanese, as players write it.
 */
#define TEHAI_LANGUAGE_JAPANESE 0

/**
 * `tehai_yaku_name`: romaji, as written in English-language play.
 */
#define TEHAI_LANGUAGE_ROMAJI 1

/**
 * `tehai_yaku_name`: the English translation.
 */
#define TEHAI_LANGUAGE_ENGLISH 2

/**
 * `tehai_yaku_name`: simplified Chinese, as Mahjong Soul's Chinese client
 * writes it.
 */
#define TEHAI_LANGUAGE_CHINESE 3

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
 * What a player knows beyond the concealed hand and its declared melds:
 * how many players sit at the table and which tiles were seen (discards,
 * dora indicators, other players' melds). A copy seen, or in a declared
 * meld, cannot be drawn.
 *
 * Every byte is checked: `players` other than `TEHAI_PLAYERS_FOUR` or
 * `TEHAI_PLAYERS_THREE`, or a non-zero `reserved`, is
 * `TEHAI_STATUS_INVALID_TABLE`; a `seen` count above 4 (or above four
 * copies between the hand, the melds and the seen tiles) is
 * `TEHAI_STATUS_COUNT_ABOVE_FOUR`. Initialize the whole struct (`= {0}`)
 * and set `players`.
 */
typedef struct TehaiTable {
    /**
     * Copies of each kind seen, by tile index (0..=4 each).
     */
    uint8_t seen[34];
    /**
     * `TEHAI_PLAYERS_FOUR` or `TEHAI_PLAYERS_THREE`.
     */
    uint8_t players;
    /**
     * Must be 0.
     */
    uint8_t reserved;
} TehaiTable;

/**
 * The table around a hand, for the questions about it: the hand's own
 * declared melds and the table (players, seen tiles).
 *
 * A NULL `TehaiContext` pointer, or a zero-initialised `TehaiContext`
 * (`= {0}`: no melds, `table` NULL), is the plain table: four players, no
 * declared melds, nothing seen. `melds` may be NULL when `meld_count` is 0;
 * `table` NULL means four players and nothing seen. The melds and the table
 * are checked as `tehai_hand_check_melds` and `TehaiTable` say.
 */
typedef struct TehaiContext {
    /**
     * The hand's declared melds, `meld_count` of them (may be NULL when
     * `meld_count` is 0).
     */
    const struct TehaiMeld *melds;
    /**
     * How many declared melds `melds` points to, at most
     * `TEHAI_MAX_DECLARED_MELDS`.
     */
    size_t meld_count;
    /**
     * The table, or NULL for four players with nothing seen.
     */
    const struct TehaiTable *table;
} TehaiContext;

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

/**
 * How a hand was won, the table and the rules: everything a score needs
 * beyond the concealed tiles. 64 bytes.
 *
 * Every byte is read and checked, never trusted: the flags must be 0 or 1,
 * the winds `TEHAI_WIND_*`, `liable` and `discarder` 0 (none) or a
 * `TEHAI_WIND_*` value plus 1, `preset` a `TEHAI_PRESET_*` value, the
 * counts within their arrays, `padding` and `reserved` all 0
 * (`TEHAI_STATUS_INVALID_WIN_CONTEXT` otherwise); tiles below 34
 * (`TEHAI_STATUS_INVALID_TILE_INDEX`); the first `meld_count` melds real
 * melds (see `TehaiMeld`). Entries past `dora_count`, `ura_count` and
 * `meld_count` are not read. Zero the struct (`= {0}`) or start from
 * `tehai_win_context_default`: a zero `preset` is Tenhou's four-player
 * rules, the default; later versions give meaning to reserved bytes only
 * with 0 keeping today's behaviour.
 */
typedef struct TehaiWinContext {
    /**
     * Tile index `0..34` of the winning tile, one of the hand's tiles.
     */
    uint8_t winning_tile;
    /**
     * 1: won by drawing (tsumo); 0: on a discard (ron).
     */
    uint8_t tsumo;
    /**
     * 1: riichi was declared.
     */
    uint8_t riichi;
    /**
     * 1: riichi on the first turn (double riichi; replaces riichi).
     */
    uint8_t double_riichi;
    /**
     * 1: won within one go-around of the riichi (ippatsu).
     */
    uint8_t ippatsu;
    /**
     * 1: won on the replacement tile of a kan (rinshan kaihou).
     */
    uint8_t rinshan;
    /**
     * 1: won on a tile added to a pon (chankan).
     */
    uint8_t chankan;
    /**
     * 1: won by drawing the last tile (haitei).
     */
    uint8_t haitei;
    /**
     * 1: won on the last discard (houtei).
     */
    uint8_t houtei;
    /**
     * 1: the dealer won on the initial deal (tenhou).
     */
    uint8_t tenhou;
    /**
     * 1: a non-dealer won on the first draw (chiihou).
     */
    uint8_t chiihou;
    /**
     * The winner's seat wind, `TEHAI_WIND_*`; East is the dealer.
     */
    uint8_t seat_wind;
    /**
     * The round wind, `TEHAI_WIND_*`.
     */
    uint8_t round_wind;
    /**
     * Dora indicators used, at most `TEHAI_MAX_INDICATORS`.
     */
    uint8_t dora_count;
    /**
     * Ura-dora indicators used (counted with riichi only).
     */
    uint8_t ura_count;
    /**
     * Declared melds used, at most `TEHAI_MAX_DECLARED_MELDS`.
     */
    uint8_t meld_count;
    /**
     * Tile indices of the dora indicators.
     */
    uint8_t dora_indicators[TEHAI_MAX_INDICATORS];
    /**
     * Tile indices of the ura-dora indicators.
     */
    uint8_t ura_indicators[TEHAI_MAX_INDICATORS];
    /**
     * Honba counters on the table: 300 points each.
     */
    uint16_t honba;
    /**
     * Riichi sticks on the table: 1000 points each.
     */
    uint16_t riichi_sticks;
    /**
     * Must be 0.
     */
    uint8_t padding[2];
    /**
     * The declared melds; their tiles are not in the hand.
     */
    struct TehaiMeld melds[4];
    /**
     * The rules, `TEHAI_PRESET_*`; 0 is Tenhou's four-player rules. Must
     * be 0 for `tehai_score_with_rules`, whose `TehaiRules` decides.
     */
    uint8_t preset;
    /**
     * North tiles declared as dora (kita, nukidora), three players only.
     */
    uint8_t kita;
    /**
     * 1: a non-dealer won on a discard before the first draw (renhou).
     */
    uint8_t renhou;
    /**
     * 1: the riichi was an open riichi.
     */
    uint8_t open_riichi;
    /**
     * 1: the discarder dealt into the winner's open riichi while not in
     * riichi (sashikomi).
     */
    uint8_t sashikomi;
    /**
     * 1: the dealer's eighth win in a row (paarenchan).
     */
    uint8_t paarenchan;
    /**
     * The player liable for a yakuman (pao): 0 for none, else
     * `TEHAI_WIND_*` of their seat plus 1.
     */
    uint8_t liable;
    /**
     * The discarder of a ron: 0 for not given, else `TEHAI_WIND_*` of their
     * seat plus 1 (`tehai_score_payments` needs it for a ron).
     */
    uint8_t discarder;
    /**
     * Must be 0; kept for later fields.
     */
    uint8_t reserved[8];
} TehaiWinContext;

/**
 * The score of a winning hand, written by `tehai_score`. 128 bytes.
 *
 * `yaku` has bit `i` set for each yaku (or dora entry) `i` the hand
 * counts, `i` as listed by `tehai_yaku_str`; `yaku_han[i]` is its han for
 * `i` below 48, `yaku_han_local[i - 48]` for bits 48 to 55 (the dora
 * entries 45, 46, 47 and kita, 48, hold their counts), 0 for bits not set. A yakuman
 * hand holds only its yakuman and `han` is 13 times `yakuman_multiple`.
 * `main`, `additional` and `total` follow the JSON output of `tehai score`:
 * on a ron `main` is what the discarder pays and `additional` 0; on the
 * dealer's tsumo both are what each player pays; on another player's tsumo
 * `main` is the dealer's payment and `additional` each other player's;
 * honba included; `total` is all the winner receives, riichi sticks
 * included. `blocks[0..block_count]` are the concealed blocks of the
 * reading (thirteen orphans: its pair), `melds[0..meld_count]` the declared
 * melds; `winning_block` is the block the winning tile completed (kind
 * `TEHAI_BLOCK_KIND_NONE` for thirteen orphans not won on its pair). Unused
 * slots and `reserved` are 0. Liability (pao) is not in `main` and
 * `additional`: `tehai_score_payments` gives each seat's payment.
 */
typedef struct TehaiScore {
    /**
     * Han, dora included; 13 per yakuman on a yakuman hand.
     */
    uint32_t han;
    /**
     * Fu of the reading, rounded up to 10 (seven pairs: 25; thirteen
     * orphans: 0).
     */
    uint32_t fu;
    /**
     * See the struct's description.
     */
    uint32_t main;
    /**
     * See the struct's description.
     */
    uint32_t additional;
    /**
     * Everything the winner receives.
     */
    uint32_t total;
    /**
     * One of the `TEHAI_LIMIT_*` values.
     */
    uint8_t limit;
    /**
     * Yakuman counted (1 to 6) when `limit` is `TEHAI_LIMIT_YAKUMAN`, else 0.
     */
    uint8_t yakuman_multiple;
    /**
     * One of the `TEHAI_WAIT_*` values.
     */
    uint8_t wait;
    /**
     * One of the `TEHAI_READING_*` values.
     */
    uint8_t form;
    /**
     * The yaku (and dora entries) counted, a bit each.
     */
    uint64_t yaku;
    /**
     * Han of each bit of `yaku`.
     */
    uint8_t yaku_han[TEHAI_YAKU_COUNT];
    /**
     * Concealed blocks used in `blocks`.
     */
    uint8_t block_count;
    /**
     * Declared melds used in `melds`.
     */
    uint8_t meld_count;
    /**
     * The block the winning tile completed.
     */
    struct TehaiBlock winning_block;
    /**
     * The reading's concealed blocks.
     */
    struct TehaiBlock blocks[TEHAI_MAX_READING_BLOCKS];
    /**
     * The declared melds.
     */
    struct TehaiMeld melds[4];
    /**
     * Han of each bit 48 to 55 of `yaku` (`yaku_han_local[i]` for bit
     * `48 + i`; kita holds its count).
     */
    uint8_t yaku_han_local[TEHAI_LOCAL_YAKU_COUNT];
    /**
     * North tiles counted as dora (kita; 0 on a yakuman hand).
     */
    uint8_t kita;
    /**
     * Always 0.
     */
    uint8_t reserved[5];
} TehaiScore;

/**
 * The useful tiles (yuukouhai) of a `3N + 1` hand: the kinds whose draw
 * lowers the shanten number, as 64-bit tile sets (bit `i` stands for tile
 * index `i`), and the copies of each kind still unseen.
 */
typedef struct TehaiUseful {
    /**
     * The kinds whose draw lowers `shanten` (the least of the forms).
     */
    uint64_t tiles;
    /**
     * The kinds whose draw lowers `regular_shanten`.
     */
    uint64_t regular_tiles;
    /**
     * The kinds whose draw lowers `seven_pairs_shanten` (0 if it does not
     * apply).
     */
    uint64_t seven_pairs_tiles;
    /**
     * The kinds whose draw lowers `thirteen_orphans_shanten` (0 if it does
     * not apply).
     */
    uint64_t thirteen_orphans_tiles;
    /**
     * Unseen copies of the kinds in `tiles`, summed.
     */
    uint32_t count;
    /**
     * The least shanten number over the forms that apply.
     */
    int8_t shanten;
    /**
     * The regular form's shanten number.
     */
    int8_t regular_shanten;
    /**
     * Seven pairs, or `TEHAI_SHANTEN_NOT_APPLICABLE` (not 13 tiles) /
     * `TEHAI_SHANTEN_UNREACHABLE`.
     */
    int8_t seven_pairs_shanten;
    /**
     * Thirteen orphans, likewise.
     */
    int8_t thirteen_orphans_shanten;
    /**
     * Copies of each kind neither in the hand, nor in its melds, nor seen.
     */
    uint8_t unseen[34];
    /**
     * Always 0.
     */
    uint8_t reserved[6];
} TehaiUseful;

/**
 * One row of a discard table: the hand after throwing `tile`.
 */
typedef struct TehaiDiscard {
    /**
     * The kinds whose draw then lowers the shanten number (a tile set).
     */
    uint64_t useful;
    /**
     * Unseen copies of those kinds, summed (the thrown copy counts as seen).
     */
    uint32_t count;
    /**
     * Tile index `0..34` of the tile thrown.
     */
    uint8_t tile;
    /**
     * The shanten number of the hand left.
     */
    int8_t shanten;
    /**
     * Always 0.
     */
    uint8_t reserved[2];
} TehaiDiscard;

/**
 * The discard table of a `3N + 2` hand: one row per distinct tile, best
 * first (least shanten, then most unseen useful copies, then tile order).
 * Rows from `row_count` on are zero.
 */
typedef struct TehaiDiscards {
    /**
     * The rows, `row_count` of them.
     */
    struct TehaiDiscard rows[14];
    /**
     * How many rows (the distinct tiles of the hand).
     */
    uint32_t row_count;
    /**
     * The shanten number of the hand itself (-1: complete).
     */
    int8_t shanten;
    /**
     * Copies of each kind neither in the hand, nor in its melds, nor seen.
     */
    uint8_t unseen[34];
    /**
     * Always 0.
     */
    uint8_t reserved[7];
} TehaiDiscards;

/**
 * One tile and whether it is a red five (written `0` in MPSZ notation:
 * `"0m"` is a red 5m).
 *
 * Validated on entry: `tile` below 34 (`TEHAI_STATUS_INVALID_TILE_INDEX`),
 * `red` 0 or 1, and 1 only for a five of a number suit (index 4, 13 or 22;
 * `TEHAI_STATUS_BAD_NOTATION`).
 */
typedef struct TehaiParsedTile {
    /**
     * Tile index `0..34` (a red five is its five: 4, 13 or 22).
     */
    uint8_t tile;
    /**
     * 1 for a red five, else 0.
     */
    uint8_t red;
} TehaiParsedTile;

/**
 * Why a text does not read as MPSZ notation, as the `*_explain_mpsz` calls
 * write it: the status the reader returns, a stable reason code, the byte
 * offset, and static strings naming the reason.
 *
 * `id` and `message` point to static NUL-terminated strings (never NULL,
 * never to be freed): `id` is the reason's stable snake_case name, the same
 * as the Rust error's `id()`, the command line's `error` field and the
 * Python exception's `id` (`"unknown_character"`); `message` says it in
 * words, without the offset (`"a character that is not MPSZ notation"`).
 */
typedef struct TehaiParseError {
    /**
     * The `TehaiStatus` the matching reader returns for the text
     * (`TEHAI_STATUS_OK` when it reads).
     */
    uint32_t status;
    /**
     * `TEHAI_PARSE_ERROR_*`: the reason (`TEHAI_PARSE_ERROR_NONE` when the
     * text reads). New reasons may be added; the numbers never change.
     */
    uint32_t reason;
    /**
     * Byte offset of the cause in the text, or `TEHAI_NO_POSITION`.
     */
    uint32_t position;
    /**
     * The character at `position` (a Unicode scalar value) for an unknown
     * character, a suit letter without digits or an invalid honor's digit;
     * else 0.
     */
    uint32_t character;
    /**
     * The tile index the cause concerns (a fifth copy; the five of a suit
     * with too many red fives), or `TEHAI_NO_TILE`.
     */
    uint32_t tile;
    /**
     * Always 0.
     */
    uint32_t reserved;
    /**
     * The reason's stable snake_case name (static, NUL-terminated).
     */
    const char *id;
    /**
     * The reason in words (static, NUL-terminated).
     */
    const char *message;
} TehaiParseError;

/**
 * Every rule option, one field each, named as the options are everywhere
 * else (`tehai_rules_set` takes the same names). 48 bytes.
 *
 * Fill it with `tehai_rules_preset`, then change fields or call
 * `tehai_rules_set`. Every byte is checked where it is read
 * (`TEHAI_STATUS_INVALID_RULES` otherwise): `players` 3 or 4, each
 * `red_fives` count at most 4, flags 0 or 1, the enum fields one of their
 * `TEHAI_*` values, `double_yakuman` and `pao` made of their
 * `TEHAI_DOUBLE_YAKUMAN_*` and `TEHAI_PAO_*` bits, `open_pinfu_fu` and
 * `pinfu_tsumo_fu` 20 or 30, `double_wind_pair_fu` 2 or 4, `reserved` 0.
 */
typedef struct TehaiRules {
    /**
     * `TEHAI_PLAYERS_FOUR` (4) or `TEHAI_PLAYERS_THREE` (3).
     */
    uint8_t players;
    /**
     * Red fives of man, pin and sou in the tile set, 0 to 4 each.
     */
    uint8_t red_fives[3];
    /**
     * 1: all simples counts in an open hand (kuitan).
     */
    uint8_t open_tanyao;
    /**
     * 1: 4 han 30 fu and 3 han 60 fu are a mangan.
     */
    uint8_t kiriage;
    /**
     * `TEHAI_KAZOE_*`: what 13 han or more without a yakuman pays.
     */
    uint8_t kazoe;
    /**
     * `TEHAI_DOUBLE_YAKUMAN_*` bits: the patterns that count two yakuman.
     */
    uint8_t double_yakuman;
    /**
     * 1: several yakuman add up; 0: only the largest counts.
     */
    uint8_t yakuman_stacking;
    /**
     * The most yakuman a hand pays; 0 for no cap.
     */
    uint8_t max_yakuman;
    /**
     * `TEHAI_RENHOU_*`: what a win before one's first draw is worth.
     */
    uint8_t renhou;
    /**
     * 30 or 20: fu of an open hand won on a discard with nothing beyond
     * the base.
     */
    uint8_t open_pinfu_fu;
    /**
     * 20 or 30: fu of pinfu won by tsumo.
     */
    uint8_t pinfu_tsumo_fu;
    /**
     * 4 or 2: fu of a pair of a wind that is seat and round wind.
     */
    uint8_t double_wind_pair_fu;
    /**
     * `TEHAI_PAO_*` bits: the yakuman a feeding player is liable for.
     */
    uint8_t pao;
    /**
     * `TEHAI_PAO_RON_*`: who pays a ron with a liable player.
     */
    uint8_t pao_ron;
    /**
     * Points each honba adds to a ron.
     */
    uint16_t honba_ron;
    /**
     * Points each honba adds per payer of a tsumo.
     */
    uint16_t honba_tsumo;
    /**
     * `TEHAI_THREE_PLAYER_TSUMO_*`: the absent north's share of a tsumo.
     */
    uint8_t three_player_tsumo;
    /**
     * 1: daisharin (22334455667788p, closed) is a yakuman.
     */
    uint8_t daisharin;
    /**
     * 1: the daisharin shape in man and sou counts too.
     */
    uint8_t daisharin_other_suits;
    /**
     * 1: seven pairs of honors (daichisei) is a yakuman.
     */
    uint8_t daichisei;
    /**
     * 1: a discard into an open riichi by a player not in riichi is a
     * yakuman.
     */
    uint8_t sashikomi_yakuman;
    /**
     * 1: the dealer's eighth win in a row (paarenchan) is a yakuman.
     */
    uint8_t paarenchan;
    /**
     * 1: paarenchan needs a yaku in the hand.
     */
    uint8_t paarenchan_needs_yaku;
    /**
     * 1: open riichi is worth a han more than riichi.
     */
    uint8_t open_riichi;
    /**
     * 1: nagashi mangan settles as a mangan tsumo.
     */
    uint8_t nagashi_mangan;
    /**
     * `TEHAI_PAO_PAYS_*`: what the liable player pays for.
     */
    uint8_t pao_pays;
    /**
     * Must be 0; kept for later options.
     */
    uint8_t reserved[18];
} TehaiRules;

/**
 * One item of a score's fu, as a scorer's sheet lists them. 8 bytes; the
 * items of a `TehaiExplanation` add up to the score's fu.
 *
 * * `reason`: `TEHAI_FU_*` (the order of the sheet: base, closed ron or
 *   tsumo, the sets, the pair, the wait, the open minimum, the rounding);
 * * `fu`: the item's fu;
 * * `tile`: the first tile index of the set, pair or waited block;
 *   `TEHAI_NONE` for the other reasons;
 * * `block_kind`: `TEHAI_BLOCK_KIND_TRIPLET` for a set (a quad too),
 *   `TEHAI_BLOCK_KIND_PAIR` for a pair, the completed block's kind for a
 *   wait, `TEHAI_BLOCK_KIND_NONE` otherwise;
 * * `flags`: `TEHAI_FU_FLAG_CONCEALED`, `_KAN`, `_ORPHAN` for a set,
 *   `_DRAGON`, `_SEAT_WIND`, `_ROUND_WIND` for a pair, 0 otherwise;
 * * `wait`: the `TEHAI_WAIT_*` shape of a wait item, `TEHAI_NONE` otherwise;
 * * `meld_kind`: the `TEHAI_MELD_KIND_*` of a declared set, `TEHAI_NONE` for
 *   a set among the concealed tiles and for the other reasons;
 * * `reserved`: 0.
 */
typedef struct TehaiFuItem {
    /**
     * One of the `TEHAI_FU_*` values.
     */
    uint8_t reason;
    /**
     * The item's fu.
     */
    uint8_t fu;
    /**
     * Tile index `0..34` of the set's, pair's or waited block's first
     * tile; `TEHAI_NONE` for the other reasons.
     */
    uint8_t tile;
    /**
     * A `TEHAI_BLOCK_KIND_*` value (see above).
     */
    uint8_t block_kind;
    /**
     * `TEHAI_FU_FLAG_*` bits (see above).
     */
    uint8_t flags;
    /**
     * A `TEHAI_WAIT_*` value for a wait item, `TEHAI_NONE` otherwise.
     */
    uint8_t wait;
    /**
     * A `TEHAI_MELD_KIND_*` value for a declared set, `TEHAI_NONE` otherwise.
     */
    uint8_t meld_kind;
    /**
     * 0.
     */
    uint8_t reserved;
} TehaiFuItem;

/**
 * One yaku (or dora entry) of a score. 8 bytes.
 */
typedef struct TehaiYakuItem {
    /**
     * The yaku bit, 0 to 55 (see `tehai_yaku_str`).
     */
    uint8_t yaku;
    /**
     * Its han in this hand (for the dora entries their count; 13 or 26 for
     * a yakuman).
     */
    uint8_t han;
    /**
     * Tenhou's yaku number for it in this hand (a wind's own number);
     * `TEHAI_NONE` when Tenhou does not number it.
     */
    uint8_t tenhou;
    /**
     * 0.
     */
    uint8_t reserved;
    /**
     * Mahjong Soul's fan id for it in this hand (the 5-han renhou's and
     * each suit's daisharin have their own); 0 when Mahjong Soul does not
     * number it.
     */
    uint16_t mahjong_soul;
    /**
     * 0.
     */
    uint16_t reserved2;
} TehaiYakuItem;

/**
 * What a score is made of: its fu item by item and its yaku with their
 * han and their numbers on Tenhou and Mahjong Soul. 536 bytes. Entries
 * past `fu_item_count` and `yaku_item_count` are zero.
 */
typedef struct TehaiExplanation {
    /**
     * How many entries of `fu_items` are used (0 for thirteen orphans, 1
     * for seven pairs).
     */
    uint8_t fu_item_count;
    /**
     * How many entries of `yaku_items` are used.
     */
    uint8_t yaku_item_count;
    /**
     * 0.
     */
    uint8_t reserved[6];
    /**
     * The fu items in sheet order; they add up to the score's fu.
     */
    struct TehaiFuItem fu_items[TEHAI_MAX_FU_ITEMS];
    /**
     * The yaku and dora entries of the score, in bit order.
     */
    struct TehaiYakuItem yaku_items[TEHAI_MAX_YAKU_ITEMS];
} TehaiExplanation;

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
 * Suit letters may be upper case (`"123M"` reads as `"123m"`), and ASCII
 * white space (space, tab, line feed, form feed, carriage return) may stand
 * before, between and after groups, never inside one: `" 123m 456p\n"`
 * reads, `"12 3m"` is `TEHAI_STATUS_BAD_NOTATION`.
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
 * hand of `3N + 2` tiles (`3N` for melds only), the `4 - N` other melds
 * declared. When `*context` holds the declared melds they are checked as
 * `tehai_hand_check_melds` does (and a table's seen tiles and player count
 * as `TehaiTable` says); the decompositions list the concealed blocks only,
 * and the declared melds complete each of them as they are.
 *
 * `context` NULL, or a zero-initialised `TehaiContext`, is the plain table:
 * no declared melds passed, four players, nothing seen.
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
 *   NULL, `context->melds` is NULL with a non-zero `context->meld_count`,
 *   or `out` is NULL with a non-zero `capacity`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand`, `context`, `out`,
 *   `out_count` or `out_forms` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` decompositions would not fit
 *   in memory;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`:
 *   `*hand` is not a valid hand;
 * * `TEHAI_STATUS_INVALID_TABLE`: `context->table->players` is neither 3
 *   nor 4, or `context->table->reserved` is not 0;
 * * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `context->meld_count` is above 4;
 * * `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_INVALID_TILE_INDEX`: a meld is
 *   not a meld (see `TehaiMeld`);
 * * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4 in `*hand` or the seen
 *   tiles, or more than four copies of a kind between the hand, the melds
 *   and the seen tiles;
 * * `TEHAI_STATUS_WRONG_TILE_COUNT`: `3N + 1` tiles, or more concealed tiles
 *   than the melds leave room for;
 * * `TEHAI_STATUS_NOT_IN_THREE_PLAYER`: three players, and a tile from 2m
 *   to 8m in the hand, the melds or the seen tiles;
 * * `TEHAI_STATUS_BUFFER_TOO_SMALL`: more decompositions than `capacity`;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`; `context` is NULL or
 * points to a readable `TehaiContext` whose `melds` points to `meld_count`
 * readable `TehaiMeld`s (or is NULL) and whose `table` is NULL or points to
 * a readable `TehaiTable`; `out` is NULL or valid for writing `capacity`
 * `TehaiDecomposition`s; `out_count` and `out_forms` are NULL or valid for
 * writing a `size_t` and a `uint32_t`.
 */
TehaiStatus tehai_hand_decompose(const struct TehaiHand *hand,
                                 const struct TehaiContext *context,
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
 * The waits of a hand of `3N + 1` tiles (1, 4, 7, 10 or 13) at a table:
 * every kind that completes it in any form (regular, seven pairs, thirteen
 * orphans), written to `*out_waits`. An empty `waits` set means not tenpai.
 * A kind that completes the hand is a real wait only while a copy of it is
 * left to draw (not all in the hand, the declared melds or the seen tiles of
 * `*context`); the others go to `fifth_tile`. Three players play without 2m
 * to 8m.
 *
 * `context` NULL, or a zero-initialised `TehaiContext`, is the plain table:
 * four players, no declared melds, nothing seen.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_waits` is NULL, or
 *   `context->melds` is NULL with a non-zero `context->meld_count`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand`, `context` or `out_waits` is
 *   misaligned;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`:
 *   `*hand` is not a valid hand;
 * * `TEHAI_STATUS_INVALID_TABLE`: `context->table->players` is neither 3
 *   nor 4, or `context->table->reserved` is not 0;
 * * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `context->meld_count` is above 4;
 * * `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_INVALID_TILE_INDEX`: a meld is
 *   not a meld (see `TehaiMeld`);
 * * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4 in `*hand` or the seen
 *   tiles, or more than four copies of a kind between the hand, the melds
 *   and the seen tiles;
 * * `TEHAI_STATUS_WRONG_TILE_COUNT`: not `3N + 1` tiles, or more tiles than
 *   the melds leave room for;
 * * `TEHAI_STATUS_NOT_IN_THREE_PLAYER`: three players, and a tile from 2m
 *   to 8m in the hand, the melds or the seen tiles;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`; `context` is NULL or
 * points to a readable `TehaiContext` whose `melds` points to `meld_count`
 * readable `TehaiMeld`s (or is NULL) and whose `table` is NULL or points to
 * a readable `TehaiTable`; `out_waits` is NULL or valid for writing a
 * `TehaiWaits`.
 */
TehaiStatus tehai_hand_waits(const struct TehaiHand *hand,
                             const struct TehaiContext *context,
                             struct TehaiWaits *out_waits);

/**
 * The shanten numbers of a hand of `3N + 1` or `3N + 2` tiles at a table,
 * written to `*out_shanten`: the complete hand counted towards never holds
 * a copy in a declared meld or among the seen tiles of `*context`, and
 * three players play without 2m to 8m (1m and 9m count like honors). A form
 * that cannot be completed gets `TEHAI_SHANTEN_UNREACHABLE`.
 *
 * `context` NULL, or a zero-initialised `TehaiContext`, is the plain table:
 * four players, no declared melds, nothing seen.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_shanten` is NULL, or
 *   `context->melds` is NULL with a non-zero `context->meld_count`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `context` is misaligned;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`:
 *   `*hand` is not a valid hand;
 * * `TEHAI_STATUS_INVALID_TABLE`: `context->table->players` is neither 3
 *   nor 4, or `context->table->reserved` is not 0;
 * * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `context->meld_count` is above 4;
 * * `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_INVALID_TILE_INDEX`: a meld is
 *   not a meld (see `TehaiMeld`);
 * * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4 in `*hand` or the seen
 *   tiles, or more than four copies of a kind between the hand, the melds
 *   and the seen tiles;
 * * `TEHAI_STATUS_WRONG_TILE_COUNT`: `3N` tiles (0 included), or more tiles
 *   than the melds leave room for;
 * * `TEHAI_STATUS_NOT_IN_THREE_PLAYER`: three players, and a tile from 2m
 *   to 8m in the hand, the melds or the seen tiles;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`; `context` is NULL or
 * points to a readable `TehaiContext` whose `melds` points to `meld_count`
 * readable `TehaiMeld`s (or is NULL) and whose `table` is NULL or points to
 * a readable `TehaiTable`; `out_shanten` is NULL or valid for writing a
 * `TehaiShanten`.
 */
TehaiStatus tehai_hand_shanten(const struct TehaiHand *hand,
                               const struct TehaiContext *context,
                               struct TehaiShanten *out_shanten);

/**
 * Shanten over an array of hands: `out_shanten[i]` receives the numbers of
 * `hands[i]`, exactly as `tehai_hand_shanten` gives them with a NULL
 * context (the plain table). A convenience (one call for many hands), not
 * a faster path.
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

/**
 * Writes the default context to `*out`: a ron on tile 0 by the dealer in
 * the East round, nothing declared, no indicators, Tenhou's rules (every
 * byte 0);
 * set the winning tile and what differs.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out` is NULL;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out` is misaligned;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `out` is NULL or valid for writing a `TehaiWinContext`.
 */
TehaiStatus tehai_win_context_default(struct TehaiWinContext *out);

/**
 * Scores a winning hand: `hand` is the concealed tiles including the
 * winning tile (with its red fives), `context` the rest (see
 * `TehaiWinContext`). Every reading is tried and the best written to
 * `*out`: the most points; on a tie a real yakuman over a counted one, then
 * more han, then more fu.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand`, `context` or `out` is NULL;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: one of them is misaligned;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`,
 *   `TEHAI_STATUS_COUNT_ABOVE_FOUR`: `hand->hand` is not a valid hand;
 * * `TEHAI_STATUS_BAD_NOTATION`: red fives the hand does not hold (or more
 *   than `TEHAI_MAX_RED_FIVES` of a suit);
 * * `TEHAI_STATUS_INVALID_WIN_CONTEXT`: a flag other than 0 or 1, a wind
 *   above 3, a seat byte above 4, an indicator count above 5, an unknown
 *   preset, or non-zero `padding` or `reserved` bytes; or a situation
 *   without a status of its own that cannot happen at a table (see the
 *   status);
 * * `TEHAI_STATUS_INVALID_TILE_INDEX`: the winning tile, an indicator or a
 *   meld's tile is not below 34;
 * * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `meld_count` is above 4;
 * * `TEHAI_STATUS_INVALID_MELD`: a meld is not a meld (see `TehaiMeld`);
 * * `TEHAI_STATUS_WRONG_TILE_COUNT`: the hand does not hold
 *   `14 - 3 * meld_count` tiles;
 * * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: more than four copies of a kind in
 *   hand and melds together;
 * * `TEHAI_STATUS_WINNING_TILE_NOT_IN_HAND`: the winning tile is not in `hand`;
 * * `TEHAI_STATUS_NOT_IN_THREE_PLAYER`: a tile from 2m to 8m under a
 *   three-player preset;
 * * `TEHAI_STATUS_RIICHI_WITH_OPEN_HAND`, `TEHAI_STATUS_DOUBLE_RIICHI_WITH_OPEN_HAND`,
 *   `TEHAI_STATUS_IPPATSU_WITHOUT_RIICHI`, `TEHAI_STATUS_CHANKAN_ON_TSUMO`,
 *   `TEHAI_STATUS_RINSHAN_WITHOUT_TSUMO`, `TEHAI_STATUS_RINSHAN_WITHOUT_KAN`,
 *   `TEHAI_STATUS_HAITEI_WITHOUT_TSUMO`, `TEHAI_STATUS_HAITEI_WITH_RINSHAN`,
 *   `TEHAI_STATUS_HOUTEI_ON_TSUMO`, `TEHAI_STATUS_HOUTEI_WITH_CHANKAN`,
 *   `TEHAI_STATUS_TENHOU_WITH_MELDS`, `TEHAI_STATUS_TENHOU_ON_RON`,
 *   `TEHAI_STATUS_TENHOU_NOT_DEALER`, `TEHAI_STATUS_CHIIHOU_WITH_MELDS`,
 *   `TEHAI_STATUS_CHIIHOU_ON_RON`, `TEHAI_STATUS_CHIIHOU_AS_DEALER`: a
 *   situation that cannot happen at a table;
 * * `TEHAI_STATUS_NOT_A_WINNING_HAND`: the tiles do not win in any form;
 * * `TEHAI_STATUS_NO_YAKU`: the hand wins but has no yaku;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` and `context` are NULL or point to readable values of their
 * types; `out` is NULL or valid for writing a `TehaiScore`.
 */
TehaiStatus tehai_score(const struct TehaiParsedHand *hand,
                        const struct TehaiWinContext *context,
                        struct TehaiScore *out);

/**
 * The id of yaku bit `yaku` (0 to 55: `"menzen_tsumo"`, `"riichi"`, …,
 * `"daisuushii"`, the dora entries `"dora"`, `"aka_dora"`, `"ura_dora"`,
 * then `"kita"` and the local yaku `"renhou"` … `"nagashi_mangan"`), the
 * names of the JSON output; an empty string for any other value. Static, NUL-terminated, never NULL; must not be freed.
 */
const char *tehai_yaku_str(uint32_t yaku);

/**
 * The name of a limit (`TehaiScore::limit` and `yakuman_multiple`): `""`,
 * `"mangan"`, `"kiriage mangan"`, `"haneman"`, `"baiman"`, `"sanbaiman"`,
 * `"kazoe yakuman"`, `"yakuman"`, `"2x yakuman"` … `"10x yakuman"` (the
 * core's `Limit::name`: the local yakuman reach past six); an empty string
 * for a value that is no limit. Static, NUL-terminated, never NULL.
 */
const char *tehai_limit_str(uint32_t limit,
                            uint32_t yakuman_multiple);

/**
 * The name of a wait (`TehaiScore::wait`): `"ryanmen"`, `"kanchan"`,
 * `"penchan"`, `"shanpon"`, `"tanki"`; an empty string for any other value.
 * Static, NUL-terminated, never NULL.
 */
const char *tehai_wait_str(uint32_t wait);

/**
 * The useful tiles of a hand of `3N + 1` tiles (1, 4, 7, 10 or 13; fewer
 * than 13 mean declared melds) at a table, written to `*out_useful`: the
 * declared melds and the seen tiles of `*context` take copies out of play
 * (they can neither be drawn nor be part of the complete hand the shanten
 * number counts towards), and three players play without 2m to 8m.
 *
 * `context` NULL, or a zero-initialised `TehaiContext`, is the plain table:
 * four players, no declared melds, nothing seen, every kind available up to
 * four copies (unseen counts are four less the hand's).
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_useful` is NULL, or
 *   `context->melds` is NULL with a non-zero `context->meld_count`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand`, `context` or `out_useful` is
 *   misaligned;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`:
 *   `*hand` is not a valid hand;
 * * `TEHAI_STATUS_INVALID_TABLE`: `context->table->players` is neither 3
 *   nor 4, or `context->table->reserved` is not 0;
 * * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `context->meld_count` is above 4;
 * * `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_INVALID_TILE_INDEX`: a meld is
 *   not a meld (see `TehaiMeld`);
 * * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4 in `*hand` or the seen
 *   tiles, or more than four copies of a kind between the hand, the melds
 *   and the seen tiles;
 * * `TEHAI_STATUS_WRONG_TILE_COUNT`: not `3N + 1` tiles, or more tiles than
 *   the melds leave room for;
 * * `TEHAI_STATUS_NOT_IN_THREE_PLAYER`: three players, and a tile from 2m
 *   to 8m in the hand, the melds or the seen tiles;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`; `context` is NULL or
 * points to a readable `TehaiContext` whose `melds` points to `meld_count`
 * readable `TehaiMeld`s (or is NULL) and whose `table` is NULL or points to
 * a readable `TehaiTable`; `out_useful` is NULL or valid for writing a
 * `TehaiUseful`.
 */
TehaiStatus tehai_hand_useful_tiles(const struct TehaiHand *hand,
                                    const struct TehaiContext *context,
                                    struct TehaiUseful *out_useful);

/**
 * The discard table of a hand of `3N + 2` tiles (2, 5, 8, 11 or 14) at a
 * table: for every distinct tile, the shanten number and useful tiles of
 * the hand without it (each row is `tehai_hand_useful_tiles` of the hand
 * left, the thrown copy counted as seen in the counts), best first. The
 * declared melds and the seen tiles of `*context` are out of play; three
 * players play without 2m to 8m. Written to `*out_table`.
 *
 * `context` NULL, or a zero-initialised `TehaiContext`, is the plain table:
 * four players, no declared melds, nothing seen.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_table` is NULL, or
 *   `context->melds` is NULL with a non-zero `context->meld_count`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand`, `context` or `out_table` is
 *   misaligned;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`:
 *   `*hand` is not a valid hand;
 * * `TEHAI_STATUS_INVALID_TABLE`: `context->table->players` is neither 3
 *   nor 4, or `context->table->reserved` is not 0;
 * * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `context->meld_count` is above 4;
 * * `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_INVALID_TILE_INDEX`: a meld is
 *   not a meld (see `TehaiMeld`);
 * * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4 in `*hand` or the seen
 *   tiles, or more than four copies of a kind between the hand, the melds
 *   and the seen tiles;
 * * `TEHAI_STATUS_WRONG_TILE_COUNT`: not `3N + 2` tiles, or more tiles than
 *   the melds leave room for;
 * * `TEHAI_STATUS_NOT_IN_THREE_PLAYER`: three players, and a tile from 2m
 *   to 8m in the hand, the melds or the seen tiles;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand` is NULL or points to a readable `TehaiHand`; `context` is NULL or
 * points to a readable `TehaiContext` whose `melds` points to `meld_count`
 * readable `TehaiMeld`s (or is NULL) and whose `table` is NULL or points to
 * a readable `TehaiTable`; `out_table` is NULL or valid for writing a
 * `TehaiDiscards`.
 */
TehaiStatus tehai_hand_discards(const struct TehaiHand *hand,
                                const struct TehaiContext *context,
                                struct TehaiDiscards *out_table);

/**
 * Writes the MPSZ text of tile index `tile` (`0..34`; `"1m"` to `"7z"`) and
 * a NUL to `out`. `TEHAI_TILE_MPSZ_CAPACITY` (3) bytes always suffice.
 * `*out_len` receives the text's length without the NUL (always 2), on
 * success and on `TEHAI_STATUS_BUFFER_TOO_SMALL` alike (then `out` is
 * untouched). To write a red five as `"0m"`, see
 * `tehai_parsed_tile_to_mpsz`.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_len` is NULL, or `out` is NULL with a
 *   non-zero `capacity`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_len` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_TILE_INDEX`: `tile` is not below 34;
 * * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below 3;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `out` is NULL or valid for writing `capacity` bytes; `out_len` is NULL or
 * valid for writing a `size_t`.
 */
TehaiStatus tehai_tile_to_mpsz(uint32_t tile,
                               char *out,
                               size_t capacity,
                               size_t *out_len);

/**
 * Reads one tile in MPSZ notation (`"5m"`, `"7z"`; `"0m"`, a red five,
 * reads as its five) and writes its index (`0..34`) to `*out_tile`. The
 * text is `text_len` bytes of UTF-8 and needs no NUL terminator; it is read
 * as `tehai_hand_from_mpsz` reads a hand (upper-case suits, white space
 * around the group) and must hold exactly one tile. To keep the red five,
 * see `tehai_parsed_tile_from_mpsz`; to learn why a text does not read,
 * `tehai_tile_explain_mpsz`.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_tile` is NULL, or `text` is NULL with
 *   a non-zero `text_len`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_tile` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_UTF8`: the text is not UTF-8;
 * * `TEHAI_STATUS_BAD_NOTATION`: the text is not MPSZ notation, or holds
 *   no tile or more than one;
 * * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a text of more than four copies of a
 *   kind (read as a hand before it is found to hold several tiles);
 * * `TEHAI_STATUS_TOO_MANY_TILES`: a text of more than 14 tiles (likewise);
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `text` is NULL or points to `text_len` readable bytes; `out_tile` is NULL
 * or valid for writing a `uint32_t`.
 */
TehaiStatus tehai_tile_from_mpsz(const char *text,
                                 size_t text_len,
                                 uint32_t *out_tile);

/**
 * Reads one tile like `tehai_tile_from_mpsz`, keeping whether it was a red
 * five, and writes it to `*out_tile` (`"0p"` gives `{13, 1}`).
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_tile` is NULL, or `text` is NULL with
 *   a non-zero `text_len`;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_UTF8`, `TEHAI_STATUS_BAD_NOTATION`,
 *   `TEHAI_STATUS_COUNT_ABOVE_FOUR`, `TEHAI_STATUS_TOO_MANY_TILES`: as
 *   `tehai_tile_from_mpsz`;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `text` is NULL or points to `text_len` readable bytes; `out_tile` is NULL
 * or valid for writing a `TehaiParsedTile`.
 */
TehaiStatus tehai_parsed_tile_from_mpsz(const char *text,
                                        size_t text_len,
                                        struct TehaiParsedTile *out_tile);

/**
 * Writes the MPSZ text of a tile, a red five as `0` (`{4, 1}` is `"0m"`,
 * `{4, 0}` is `"5m"`), and a NUL to `out`. Same buffer rules as
 * `tehai_tile_to_mpsz`: `TEHAI_TILE_MPSZ_CAPACITY` bytes always suffice.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `tile` or `out_len` is NULL, or `out` is
 *   NULL with a non-zero `capacity`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_len` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_TILE_INDEX`: `tile->tile` is not below 34;
 * * `TEHAI_STATUS_BAD_NOTATION`: `tile->red` is neither 0 nor 1, or is 1
 *   for a tile that is no five of a number suit;
 * * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below 3;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `tile` is NULL or points to a readable `TehaiParsedTile`; `out` is NULL
 * or valid for writing `capacity` bytes; `out_len` is NULL or valid for
 * writing a `size_t`.
 */
TehaiStatus tehai_parsed_tile_to_mpsz(const struct TehaiParsedTile *tile,
                                      char *out,
                                      size_t capacity,
                                      size_t *out_len);

/**
 * Writes a tile set (bit `i` stands for tile index `i`, as in `TehaiWaits`
 * and `TehaiUseful`) as MPSZ text, each kind once, sorted, suits in the
 * order m p s z (`"14m25p"`; the empty set is `""`), and a NUL to `out`.
 * Any number of kinds, up to all 34: `TEHAI_TILE_SET_MPSZ_CAPACITY` (39)
 * bytes always suffice. `*out_len` receives the text's length without the
 * NUL, on success and on `TEHAI_STATUS_BUFFER_TOO_SMALL` alike (then `out`
 * is untouched and `*out_len + 1` bytes are needed).
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_len` is NULL, or `out` is NULL with a
 *   non-zero `capacity`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_len` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_TILE_SET`: a bit above bit 33 of `set` is set;
 * * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below the text's length
 *   plus one;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `out` is NULL or valid for writing `capacity` bytes; `out_len` is NULL or
 * valid for writing a `size_t`.
 */
TehaiStatus tehai_tile_set_to_mpsz(uint64_t set,
                                   char *out,
                                   size_t capacity,
                                   size_t *out_len);

/**
 * Reads a tile set written in MPSZ notation and writes its bits to
 * `*out_set` (bit `i` for tile index `i`). Any number of kinds; a kind
 * written twice is in the set once, a red five (`0`) is its five, and the
 * empty text (or white space only) is the empty set. Same lenience as
 * `tehai_hand_from_mpsz`: upper-case suits, white space between groups.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_set` is NULL, or `text` is NULL with
 *   a non-zero `text_len`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_set` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_UTF8`: the text is not UTF-8;
 * * `TEHAI_STATUS_BAD_NOTATION`: the text is not MPSZ notation (see
 *   `tehai_tile_set_explain_mpsz` for why);
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `text` is NULL or points to `text_len` readable bytes; `out_set` is NULL
 * or valid for writing a `uint64_t`.
 */
TehaiStatus tehai_tile_set_from_mpsz(const char *text,
                                     size_t text_len,
                                     uint64_t *out_set);

/**
 * Explains how `tehai_hand_from_mpsz` and `tehai_parsed_hand_from_mpsz`
 * read a text: writes to `*out_error` the status they return for it, why
 * (`TEHAI_PARSE_ERROR_*`), where (the byte offset) and static strings
 * naming the reason. A text that reads gets `TEHAI_STATUS_OK` and
 * `TEHAI_PARSE_ERROR_NONE`. The call itself returns `TEHAI_STATUS_OK`
 * whenever it wrote `*out_error`, whatever the text.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_error` is NULL, or `text` is NULL
 *   with a non-zero `text_len`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_error` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `text` is NULL or points to `text_len` readable bytes; `out_error` is
 * NULL or valid for writing a `TehaiParseError`.
 */
TehaiStatus tehai_hand_explain_mpsz(const char *text,
                                    size_t text_len,
                                    struct TehaiParseError *out_error);

/**
 * Explains how `tehai_tile_from_mpsz` and `tehai_parsed_tile_from_mpsz`
 * read a text, as `tehai_hand_explain_mpsz` does for hands (a text of
 * several tiles is `TEHAI_PARSE_ERROR_NOT_A_SINGLE_TILE`).
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_error` is NULL, or `text` is NULL
 *   with a non-zero `text_len`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_error` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `text` is NULL or points to `text_len` readable bytes; `out_error` is
 * NULL or valid for writing a `TehaiParseError`.
 */
TehaiStatus tehai_tile_explain_mpsz(const char *text,
                                    size_t text_len,
                                    struct TehaiParseError *out_error);

/**
 * Explains how `tehai_tile_set_from_mpsz` reads a text, as
 * `tehai_hand_explain_mpsz` does for hands.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_error` is NULL, or `text` is NULL
 *   with a non-zero `text_len`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_error` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `text` is NULL or points to `text_len` readable bytes; `out_error` is
 * NULL or valid for writing a `TehaiParseError`.
 */
TehaiStatus tehai_tile_set_explain_mpsz(const char *text,
                                        size_t text_len,
                                        struct TehaiParseError *out_error);

/**
 * Writes the tile with 136-tile id `id` (`0..136`) to `*out_tile`: tile
 * index `id / 4`, red for ids 16, 52 and 88 (Tenhou's red fives).
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_tile` is NULL;
 * * `TEHAI_STATUS_INVALID_TILE_ID`: `id` is not below 136;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `out_tile` is NULL or valid for writing a `TehaiParsedTile`.
 */
TehaiStatus tehai_tile_from_id136(uint32_t id,
                                  struct TehaiParsedTile *out_tile);

/**
 * Writes the lowest 136-tile id of a tile to `*out_id`: copy 0 of its kind
 * (`id = 4 * tile`), but copy 1 for a plain five, whose copy 0 is the red
 * one (`{4, 0}` gives 17, `{4, 1}` gives 16).
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `tile` or `out_id` is NULL;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_id` is misaligned;
 * * `TEHAI_STATUS_INVALID_TILE_INDEX`: `tile->tile` is not below 34;
 * * `TEHAI_STATUS_BAD_NOTATION`: `tile->red` is neither 0 nor 1, or is 1
 *   for a tile that is no five of a number suit;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `tile` is NULL or points to a readable `TehaiParsedTile`; `out_id` is
 * NULL or valid for writing a `uint32_t`.
 */
TehaiStatus tehai_parsed_tile_to_id136(const struct TehaiParsedTile *tile,
                                       uint32_t *out_id);

/**
 * Builds a hand from `id_count` 136-tile ids, in any order, keeping its red
 * fives (ids 16, 52, 88), and writes it to `*out_parsed`. Each id is one
 * physical tile: an id given twice is refused.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_parsed` is NULL, or `ids` is NULL
 *   with a non-zero `id_count`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_parsed` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `id_count` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_TILE_ID`: an id is not below 136, or is given
 *   twice;
 * * `TEHAI_STATUS_BAD_NOTATION`: no ids at all (`id_count` 0);
 * * `TEHAI_STATUS_TOO_MANY_TILES`: more than 14 ids;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `ids` is NULL or points to `id_count` readable bytes; `out_parsed` is
 * NULL or valid for writing a `TehaiParsedHand`.
 */
TehaiStatus tehai_parsed_hand_from_ids136(const uint8_t *ids,
                                          size_t id_count,
                                          struct TehaiParsedHand *out_parsed);

/**
 * Writes a hand as 136-tile ids, sorted: each kind's copies from 0, a red
 * five as copy 0 of its five (16, 52, 88), plain fives from copy 1, so that
 * `tehai_parsed_hand_from_ids136` gives the hand back. `*out_count`
 * receives the number of ids, on success and on
 * `TEHAI_STATUS_BUFFER_TOO_SMALL` alike (then `out_ids` is untouched);
 * `TEHAI_MAX_CONCEALED_TILES` (14) always suffice.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `parsed` or `out_count` is NULL, or
 *   `out_ids` is NULL with a non-zero `capacity`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `parsed` or `out_count` is
 *   misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
 *   `TEHAI_STATUS_TOO_MANY_TILES`: `parsed->hand` is not a valid hand;
 * * `TEHAI_STATUS_BAD_NOTATION`: more red fives than fives held, or more
 *   than `TEHAI_MAX_RED_FIVES` of a suit; or what Tenhou's ids cannot
 *   write: two red fives of a suit, or four plain fives;
 * * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below the number of
 *   tiles;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `parsed` is NULL or points to a readable `TehaiParsedHand`; `out_ids` is
 * NULL or valid for writing `capacity` bytes; `out_count` is NULL or valid
 * for writing a `size_t`.
 */
TehaiStatus tehai_parsed_hand_to_ids136(const struct TehaiParsedHand *parsed,
                                        uint8_t *out_ids,
                                        size_t capacity,
                                        size_t *out_count);

/**
 * Reads one mjai tile name (`"1m"`..`"9s"`, red fives `"5mr"` `"5pr"`
 * `"5sr"`, honors `"E"` `"S"` `"W"` `"N"` `"P"` `"F"` `"C"`; exactly, no
 * white space) and writes the tile to `*out_tile`. The text is `text_len`
 * bytes and needs no NUL terminator.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_tile` is NULL, or `text` is NULL with
 *   a non-zero `text_len`;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_UTF8`: the text is not UTF-8;
 * * `TEHAI_STATUS_BAD_NOTATION`: the text is no mjai tile name;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `text` is NULL or points to `text_len` readable bytes; `out_tile` is NULL
 * or valid for writing a `TehaiParsedTile`.
 */
TehaiStatus tehai_parsed_tile_from_mjai(const char *text,
                                        size_t text_len,
                                        struct TehaiParsedTile *out_tile);

/**
 * Writes a tile's mjai name (`"5m"`, `"5mr"`, `"E"`..`"C"`) and a NUL to
 * `out`. `TEHAI_TILE_MJAI_CAPACITY` (4) bytes always suffice. `*out_len`
 * receives the name's length without the NUL, on success and on
 * `TEHAI_STATUS_BUFFER_TOO_SMALL` alike (then `out` is untouched).
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `tile` or `out_len` is NULL, or `out` is
 *   NULL with a non-zero `capacity`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_len` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_TILE_INDEX`: `tile->tile` is not below 34;
 * * `TEHAI_STATUS_BAD_NOTATION`: `tile->red` is neither 0 nor 1, or is 1
 *   for a tile that is no five of a number suit;
 * * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below the name's length
 *   plus one;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `tile` is NULL or points to a readable `TehaiParsedTile`; `out` is NULL
 * or valid for writing `capacity` bytes; `out_len` is NULL or valid for
 * writing a `size_t`.
 */
TehaiStatus tehai_parsed_tile_to_mjai(const struct TehaiParsedTile *tile,
                                      char *out,
                                      size_t capacity,
                                      size_t *out_len);

/**
 * Builds a declared meld of kind `kind` (a `TEHAI_MELD_KIND_*` value) from
 * the 136-tile ids of its `id_count` tiles, in any order (the called tile
 * among them), keeping its red fives, and writes it to `*out_meld`.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_meld` is NULL, or `ids` is NULL with
 *   a non-zero `id_count`;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `id_count` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_TILE_ID`: an id is not below 136, or is given
 *   twice;
 * * `TEHAI_STATUS_INVALID_MELD`: `kind` is no meld kind, or the tiles do
 *   not make a meld of that kind;
 * * `TEHAI_STATUS_BAD_NOTATION`: no ids at all;
 * * `TEHAI_STATUS_TOO_MANY_TILES`: more than 14 ids;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `ids` is NULL or points to `id_count` readable bytes; `out_meld` is NULL
 * or valid for writing a `TehaiMeld`.
 */
TehaiStatus tehai_meld_from_ids136(uint8_t kind,
                                   const uint8_t *ids,
                                   size_t id_count,
                                   struct TehaiMeld *out_meld);

/**
 * Counts the tiles with the `id_count` 136-tile ids `ids` (seen tiles:
 * discards, dora indicators, other players' melds; up to all 136) by tile
 * index into `out_counts[34]`, the form of `TehaiTable.seen`. Nothing is
 * written unless every id is read.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out_counts` is NULL, or `ids` is NULL
 *   with a non-zero `id_count`;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `id_count` exceeds `PTRDIFF_MAX`;
 * * `TEHAI_STATUS_INVALID_TILE_ID`: an id is not below 136, or is given
 *   twice;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `ids` is NULL or points to `id_count` readable bytes; `out_counts` is
 * NULL or valid for writing 34 bytes.
 */
TehaiStatus tehai_tile_counts_from_ids136(const uint8_t *ids,
                                          size_t id_count,
                                          uint8_t *out_counts);

/**
 * Writes the rules of a preset (`TEHAI_PRESET_*`) to `*out`.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `out` is NULL;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out` is misaligned;
 * * `TEHAI_STATUS_INVALID_RULES`: `preset` is no `TEHAI_PRESET_*` value
 *   (nothing is written);
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `out` is NULL or valid for writing a `TehaiRules`.
 */
TehaiStatus tehai_rules_preset(uint8_t preset,
                               struct TehaiRules *out);

/**
 * Sets the option `name` of `*rules` from its text `value`, as the
 * command line and Python read them: `name` is an option's name
 * (`"kiriage"`, `"red_fives"`, dashes allowed), `value` its text
 * (`"true"`, `"0,1,1"`, `"sanbaiman"`, `"daisangen,daisuushii"`, `"1500"`).
 * The names and the texts each option takes are the core's. On any error
 * nothing is written.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `rules`, `name` or `value` is NULL;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `rules` is misaligned;
 * * `TEHAI_STATUS_INVALID_UTF8`: `name` or `value` is not UTF-8;
 * * `TEHAI_STATUS_INVALID_RULES`: `*rules` is not valid (see `TehaiRules`),
 *   `name` is no option, or `value` a text the option does not take;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `rules` is NULL or valid for reading and writing a `TehaiRules`; `name`
 * and `value` are NULL or NUL-terminated strings.
 */
TehaiStatus tehai_rules_set(struct TehaiRules *rules,
                            const char *name,
                            const char *value);

/**
 * Scores a winning hand as `tehai_score` does, under `*rules` instead of
 * the context's preset: `context->preset` must be 0.
 *
 * Errors: those of `tehai_score`, and
 * * `TEHAI_STATUS_NULL_POINTER`: `hand`, `context`, `rules` or `out` is NULL;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: one of them is misaligned;
 * * `TEHAI_STATUS_INVALID_RULES`: `*rules` is not valid (see `TehaiRules`);
 * * `TEHAI_STATUS_INVALID_WIN_CONTEXT`: also when `context->preset` is not
 *   0, and for a situation that cannot happen at a table under these
 *   rules (kita at four players, a chi or a north seat at three, a liable
 *   player or discarder who is the winner, renhou on a tsumo...; see the
 *   status);
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`,
 *   `TEHAI_STATUS_COUNT_ABOVE_FOUR`, `TEHAI_STATUS_BAD_NOTATION`,
 *   `TEHAI_STATUS_INVALID_TILE_INDEX`, `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`,
 *   `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_WRONG_TILE_COUNT`,
 *   `TEHAI_STATUS_WINNING_TILE_NOT_IN_HAND`, `TEHAI_STATUS_NOT_IN_THREE_PLAYER`,
 *   `TEHAI_STATUS_RIICHI_WITH_OPEN_HAND`, `TEHAI_STATUS_DOUBLE_RIICHI_WITH_OPEN_HAND`,
 *   `TEHAI_STATUS_IPPATSU_WITHOUT_RIICHI`, `TEHAI_STATUS_CHANKAN_ON_TSUMO`,
 *   `TEHAI_STATUS_RINSHAN_WITHOUT_TSUMO`, `TEHAI_STATUS_RINSHAN_WITHOUT_KAN`,
 *   `TEHAI_STATUS_HAITEI_WITHOUT_TSUMO`, `TEHAI_STATUS_HAITEI_WITH_RINSHAN`,
 *   `TEHAI_STATUS_HOUTEI_ON_TSUMO`, `TEHAI_STATUS_HOUTEI_WITH_CHANKAN`,
 *   `TEHAI_STATUS_TENHOU_WITH_MELDS`, `TEHAI_STATUS_TENHOU_ON_RON`,
 *   `TEHAI_STATUS_TENHOU_NOT_DEALER`, `TEHAI_STATUS_CHIIHOU_WITH_MELDS`,
 *   `TEHAI_STATUS_CHIIHOU_ON_RON`, `TEHAI_STATUS_CHIIHOU_AS_DEALER`,
 *   `TEHAI_STATUS_NOT_A_WINNING_HAND`, `TEHAI_STATUS_NO_YAKU`: as for
 *   `tehai_score`;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand`, `context` and `rules` are NULL or point to readable values of
 * their types; `out` is NULL or valid for writing a `TehaiScore`.
 */
TehaiStatus tehai_score_with_rules(const struct TehaiParsedHand *hand,
                                   const struct TehaiWinContext *context,
                                   const struct TehaiRules *rules,
                                   struct TehaiScore *out);

/**
 * Writes what each seat pays for the win `tehai_score_with_rules` scores,
 * indexed by seat wind (`out[TEHAI_WIND_EAST]` first): the winner and an
 * absent north seat pay 0; honba included, riichi sticks not (they are on
 * the table). Liability (`TehaiRules::pao`, `TehaiWinContext::liable`)
 * applies here only. A ron needs `context->discarder`.
 *
 * Errors: those of `tehai_score_with_rules` (with `out` for its `out`), and
 * * `TEHAI_STATUS_NO_DISCARDER`: a ron whose `context->discarder` is 0
 *   (nothing is written);
 * * `TEHAI_STATUS_INVALID_WIN_CONTEXT`: as for `tehai_score_with_rules`,
 *   a situation that cannot happen under these rules among them;
 * * `TEHAI_STATUS_NULL_POINTER`, `TEHAI_STATUS_MISALIGNED_POINTER`,
 *   `TEHAI_STATUS_INVALID_RULES`, `TEHAI_STATUS_INVALID_WIN_CONTEXT`,
 *   `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`,
 *   `TEHAI_STATUS_COUNT_ABOVE_FOUR`, `TEHAI_STATUS_BAD_NOTATION`,
 *   `TEHAI_STATUS_INVALID_TILE_INDEX`, `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`,
 *   `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_WRONG_TILE_COUNT`,
 *   `TEHAI_STATUS_WINNING_TILE_NOT_IN_HAND`, `TEHAI_STATUS_NOT_IN_THREE_PLAYER`,
 *   `TEHAI_STATUS_RIICHI_WITH_OPEN_HAND`, `TEHAI_STATUS_DOUBLE_RIICHI_WITH_OPEN_HAND`,
 *   `TEHAI_STATUS_IPPATSU_WITHOUT_RIICHI`, `TEHAI_STATUS_CHANKAN_ON_TSUMO`,
 *   `TEHAI_STATUS_RINSHAN_WITHOUT_TSUMO`, `TEHAI_STATUS_RINSHAN_WITHOUT_KAN`,
 *   `TEHAI_STATUS_HAITEI_WITHOUT_TSUMO`, `TEHAI_STATUS_HAITEI_WITH_RINSHAN`,
 *   `TEHAI_STATUS_HOUTEI_ON_TSUMO`, `TEHAI_STATUS_HOUTEI_WITH_CHANKAN`,
 *   `TEHAI_STATUS_TENHOU_WITH_MELDS`, `TEHAI_STATUS_TENHOU_ON_RON`,
 *   `TEHAI_STATUS_TENHOU_NOT_DEALER`, `TEHAI_STATUS_CHIIHOU_WITH_MELDS`,
 *   `TEHAI_STATUS_CHIIHOU_ON_RON`, `TEHAI_STATUS_CHIIHOU_AS_DEALER`,
 *   `TEHAI_STATUS_NOT_A_WINNING_HAND`, `TEHAI_STATUS_NO_YAKU`: as for
 *   `tehai_score_with_rules`;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand`, `context` and `rules` are NULL or point to readable values of
 * their types; `out` is NULL or valid for writing 4 `uint32_t`.
 */
TehaiStatus tehai_score_payments(const struct TehaiParsedHand *hand,
                                 const struct TehaiWinContext *context,
                                 const struct TehaiRules *rules,
                                 uint32_t *out);

/**
 * Explains the score `tehai_score` (with `rules` NULL) or
 * `tehai_score_with_rules` (with `rules`) gives: writes to `*out` its fu
 * items and its yaku items (see `TehaiExplanation`).
 *
 * Errors: those of `tehai_score_with_rules`:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand`, `context` or `out` is NULL;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand`, `context`, `rules` or `out`
 *   is misaligned;
 * * `TEHAI_STATUS_INVALID_RULES`: `*rules` is not valid (see `TehaiRules`);
 * * `TEHAI_STATUS_INVALID_WIN_CONTEXT`: a bad context byte (see
 *   `tehai_score`), or `rules` is not NULL and `context->preset` is not 0;
 * * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`,
 *   `TEHAI_STATUS_COUNT_ABOVE_FOUR`, `TEHAI_STATUS_BAD_NOTATION`,
 *   `TEHAI_STATUS_INVALID_TILE_INDEX`, `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`,
 *   `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_WRONG_TILE_COUNT`,
 *   `TEHAI_STATUS_WINNING_TILE_NOT_IN_HAND`, `TEHAI_STATUS_NOT_IN_THREE_PLAYER`,
 *   `TEHAI_STATUS_RIICHI_WITH_OPEN_HAND`, `TEHAI_STATUS_DOUBLE_RIICHI_WITH_OPEN_HAND`,
 *   `TEHAI_STATUS_IPPATSU_WITHOUT_RIICHI`, `TEHAI_STATUS_CHANKAN_ON_TSUMO`,
 *   `TEHAI_STATUS_RINSHAN_WITHOUT_TSUMO`, `TEHAI_STATUS_RINSHAN_WITHOUT_KAN`,
 *   `TEHAI_STATUS_HAITEI_WITHOUT_TSUMO`, `TEHAI_STATUS_HAITEI_WITH_RINSHAN`,
 *   `TEHAI_STATUS_HOUTEI_ON_TSUMO`, `TEHAI_STATUS_HOUTEI_WITH_CHANKAN`,
 *   `TEHAI_STATUS_TENHOU_WITH_MELDS`, `TEHAI_STATUS_TENHOU_ON_RON`,
 *   `TEHAI_STATUS_TENHOU_NOT_DEALER`, `TEHAI_STATUS_CHIIHOU_WITH_MELDS`,
 *   `TEHAI_STATUS_CHIIHOU_ON_RON`, `TEHAI_STATUS_CHIIHOU_AS_DEALER`,
 *   `TEHAI_STATUS_NOT_A_WINNING_HAND`, `TEHAI_STATUS_NO_YAKU`: as for
 *   `tehai_score`;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand`, `context` and `rules` are NULL or point to readable values of
 * their types; `out` is NULL or valid for writing a `TehaiExplanation`.
 */
TehaiStatus tehai_score_explain(const struct TehaiParsedHand *hand,
                                const struct TehaiWinContext *context,
                                const struct TehaiRules *rules,
                                struct TehaiExplanation *out);

/**
 * The name of yaku bit `yaku` (0 to 55, see `tehai_yaku_str`) in
 * `language` (`TEHAI_LANGUAGE_*`): a static, NUL-terminated UTF-8 string
 * that must not be freed; NULL for any other bit or language.
 */
const char *tehai_yaku_name(uint8_t yaku,
                            uint8_t language);

/**
 * Writes a fu item's line of a scorer's sheet (`"concealed triplet of
 * terminals or honors 222z"`, `"kanchan wait 456m"`, `"pair of a dragon
 * 77z"`) and a NUL to `out` (`capacity` bytes), and its length without the
 * NUL to `*out_len`. On `TEHAI_STATUS_BUFFER_TOO_SMALL` only `*out_len` is
 * written (`*out_len + 1` bytes are needed); 64 bytes always suffice.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `item` or `out_len` is NULL, or `out` is
 *   NULL with a non-zero `capacity`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_len` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` is larger than any array;
 * * `TEHAI_STATUS_INVALID_FU_ITEM`: `*item` is not an item tehai writes
 *   (see `TehaiFuItem`);
 * * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below the length plus 1;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `item` is NULL or points to a readable `TehaiFuItem`; `out` is NULL or
 * valid for writing `capacity` bytes; `out_len` is NULL or valid for
 * writing a `size_t`.
 */
TehaiStatus tehai_fu_item_str(const struct TehaiFuItem *item,
                              char *out,
                              size_t capacity,
                              size_t *out_len);

/**
 * Scores every reading of a winning hand (each decomposition and wait, seven
 * pairs, thirteen orphans) as `tehai_score_explain` reads its arguments
 * (`rules` NULL: the context's preset), and writes those that have a yaku
 * to `out[0..*count]`, in the order tehai tries them; `tehai_score` gives
 * the best of them. When more than `capacity` readings score,
 * `TEHAI_STATUS_BUFFER_TOO_SMALL` is returned, only `*count` (how many
 * entries are needed) is written.
 *
 * Errors:
 * * `TEHAI_STATUS_NULL_POINTER`: `hand`, `context` or `count` is NULL, or
 *   `out` is NULL with a non-zero `capacity`;
 * * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand`, `context`, `rules`, `out`
 *   or `count` is misaligned;
 * * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` is larger than any array;
 * * `TEHAI_STATUS_BUFFER_TOO_SMALL`: more readings score than `capacity`;
 * * `TEHAI_STATUS_NO_YAKU`: the hand wins but no reading has a yaku;
 * * `TEHAI_STATUS_INVALID_RULES`, `TEHAI_STATUS_INVALID_WIN_CONTEXT`,
 *   `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`,
 *   `TEHAI_STATUS_COUNT_ABOVE_FOUR`, `TEHAI_STATUS_BAD_NOTATION`,
 *   `TEHAI_STATUS_INVALID_TILE_INDEX`, `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`,
 *   `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_WRONG_TILE_COUNT`,
 *   `TEHAI_STATUS_WINNING_TILE_NOT_IN_HAND`, `TEHAI_STATUS_NOT_IN_THREE_PLAYER`,
 *   `TEHAI_STATUS_RIICHI_WITH_OPEN_HAND`, `TEHAI_STATUS_DOUBLE_RIICHI_WITH_OPEN_HAND`,
 *   `TEHAI_STATUS_IPPATSU_WITHOUT_RIICHI`, `TEHAI_STATUS_CHANKAN_ON_TSUMO`,
 *   `TEHAI_STATUS_RINSHAN_WITHOUT_TSUMO`, `TEHAI_STATUS_RINSHAN_WITHOUT_KAN`,
 *   `TEHAI_STATUS_HAITEI_WITHOUT_TSUMO`, `TEHAI_STATUS_HAITEI_WITH_RINSHAN`,
 *   `TEHAI_STATUS_HOUTEI_ON_TSUMO`, `TEHAI_STATUS_HOUTEI_WITH_CHANKAN`,
 *   `TEHAI_STATUS_TENHOU_WITH_MELDS`, `TEHAI_STATUS_TENHOU_ON_RON`,
 *   `TEHAI_STATUS_TENHOU_NOT_DEALER`, `TEHAI_STATUS_CHIIHOU_WITH_MELDS`,
 *   `TEHAI_STATUS_CHIIHOU_ON_RON`, `TEHAI_STATUS_CHIIHOU_AS_DEALER`,
 *   `TEHAI_STATUS_NOT_A_WINNING_HAND`: as for `tehai_score_explain`;
 * * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
 *
 * # Safety
 *
 * `hand`, `context` and `rules` are NULL or point to readable values of
 * their types; `out` is NULL or valid for writing `capacity`
 * `TehaiScore`s; `count` is NULL or valid for writing a `size_t`.
 */
TehaiStatus tehai_score_readings(const struct TehaiParsedHand *hand,
                                 const struct TehaiWinContext *context,
                                 const struct TehaiRules *rules,
                                 struct TehaiScore *out,
                                 size_t capacity,
                                 size_t *count);

#ifdef __cplusplus
}  // extern "C"
#endif  // __cplusplus

#endif  /* TEHAI_H */
