// score.cpp: scores winning hands given on the command line (or a built-in
// list) and prints their yaku (with their English names), their fu item by
// item, han, fu and payments; the C++ twin of
// examples/c/score.c (same words, same output).
//
//     score                       the built-in hands
//     score 'HAND WIN [WORD...]'  one argument a hand, as many as you like
//
// HAND is the concealed tiles with the winning tile, in MPSZ (0 = red five);
// WIN the winning tile ("5s"). The words that may follow:
//     tsumo riichi double-riichi ippatsu rinshan chankan haitei houtei
//     tenhou chiihou                         what happened
//     seat=E|S|W|N round=E|S|W|N             winds (default: both east)
//     dora=3p,5z ura=1m                      indicators
//     honba=N sticks=N                       counters on the table
//     chi=123m pon=555z kan=5555p ankan=... shouminkan=...   declared melds
//                                            (a 0 in a meld is a red five)
//
// Exit status: 0 when every hand scored, 1 when one did not, 2 on a word the
// program does not know.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "tehai.hpp"

namespace {

const char* const kBuiltin[] = {
    "234567m345p23455s 2s tsumo seat=S",
    "123456789p234s11z 4s riichi ippatsu dora=9p ura=3m",
    "22m456789p3344s55s 5s riichi tsumo seat=E dora=1s honba=1 sticks=1",
    "1199m1155p3377s11z 1z riichi",
    "19m19p19s1234567z1m 1m seat=W",
    "055m345p11s 1s chi=678s pon=777z seat=N dora=4m",
    "11m 1m ankan=2222z kan=3333z shouminkan=4444z pon=111z tsumo",
};

// A word the program does not understand (exit status 2).
struct NotUnderstood {
    std::string what;
};

// Tiles written in MPSZ ("5s", "0555p"): their lowest kind and red fives.
struct Tiles {
    std::uint8_t lowest = 0;
    std::uint32_t count = 0;
    std::uint8_t red = 0;
};

std::optional<Tiles> read_tiles(std::string_view text) {
    TehaiParsedHand parsed{};
    if (tehai_parsed_hand_from_mpsz(text.data(), text.size(), &parsed) != TEHAI_STATUS_OK) {
        return std::nullopt;
    }
    Tiles tiles;
    tehai_cpp::check(tehai_hand_tile_count(&parsed.hand, &tiles.count), "tehai_hand_tile_count");
    const auto counts = tehai_cpp::counts(parsed.hand);
    const auto first = std::find_if(counts.begin(), counts.end(), [](std::uint8_t n) { return n != 0; });
    tiles.lowest = static_cast<std::uint8_t>(first - counts.begin());
    tiles.red = static_cast<std::uint8_t>(parsed.red_fives[0] + parsed.red_fives[1] + parsed.red_fives[2]);
    return tiles;
}

std::uint8_t read_tile(std::string_view text) {
    const auto tiles = read_tiles(text);
    if (!tiles || tiles->count != 1) {
        throw NotUnderstood{std::string(text)};
    }
    return tiles->lowest;
}

std::uint8_t read_wind(std::string_view text) {
    const std::string_view winds = "ESWN";
    if (text.size() != 1 || winds.find(text[0]) == std::string_view::npos) {
        throw NotUnderstood{std::string(text)};
    }
    return static_cast<std::uint8_t>(winds.find(text[0]));
}

void read_indicators(std::string_view text, std::uint8_t* out, std::uint8_t& count) {
    count = 0;
    while (!text.empty()) {
        const auto comma = text.find(',');
        if (count == TEHAI_MAX_INDICATORS) {
            throw NotUnderstood{std::string(text)};
        }
        out[count++] = read_tile(text.substr(0, comma));
        text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
    }
}

std::uint16_t read_number(std::string_view text) {
    if (text.empty() || text.size() > 5 || text.find_first_not_of("0123456789") != std::string_view::npos ||
        std::stoul(std::string(text)) > 65535) {
        throw NotUnderstood{std::string(text)};
    }
    return static_cast<std::uint16_t>(std::stoul(std::string(text)));
}

bool starts_with(std::string_view word, std::string_view prefix) { return word.substr(0, prefix.size()) == prefix; }

// Reads one word of a hand's description into `win`.
void apply_word(std::string_view word, TehaiWinContext& win) {
    const std::pair<std::string_view, std::uint8_t TehaiWinContext::*> flags[] = {
        {"tsumo", &TehaiWinContext::tsumo},     {"riichi", &TehaiWinContext::riichi},
        {"double-riichi", &TehaiWinContext::double_riichi}, {"ippatsu", &TehaiWinContext::ippatsu},
        {"rinshan", &TehaiWinContext::rinshan}, {"chankan", &TehaiWinContext::chankan},
        {"haitei", &TehaiWinContext::haitei},   {"houtei", &TehaiWinContext::houtei},
        {"tenhou", &TehaiWinContext::tenhou},   {"chiihou", &TehaiWinContext::chiihou},
    };
    const std::pair<std::string_view, std::uint8_t> melds[] = {
        {"chi=", TEHAI_MELD_KIND_CHI},      {"pon=", TEHAI_MELD_KIND_PON},
        {"kan=", TEHAI_MELD_KIND_OPEN_KAN}, {"shouminkan=", TEHAI_MELD_KIND_ADDED_KAN},
        {"ankan=", TEHAI_MELD_KIND_CLOSED_KAN},
    };
    for (const auto& [name, field] : flags) {
        if (word == name) {
            win.*field = 1;
            return;
        }
    }
    for (const auto& [prefix, kind] : melds) {
        if (starts_with(word, prefix)) {
            const auto tiles = read_tiles(word.substr(prefix.size()));
            if (!tiles || win.meld_count == TEHAI_MAX_DECLARED_MELDS) {
                throw NotUnderstood{std::string(word)};
            }
            TehaiMeld& meld = win.melds[win.meld_count++];
            meld = TehaiMeld{};
            meld.kind = kind;
            meld.tile = tiles->lowest;
            meld.red_fives = tiles->red;  // tehai_score checks that it is a meld
            return;
        }
    }
    if (starts_with(word, "seat=")) {
        win.seat_wind = read_wind(word.substr(5));
    } else if (starts_with(word, "round=")) {
        win.round_wind = read_wind(word.substr(6));
    } else if (starts_with(word, "dora=")) {
        read_indicators(word.substr(5), win.dora_indicators, win.dora_count);
    } else if (starts_with(word, "ura=")) {
        read_indicators(word.substr(4), win.ura_indicators, win.ura_count);
    } else if (starts_with(word, "honba=")) {
        win.honba = read_number(word.substr(6));
    } else if (starts_with(word, "sticks=")) {
        win.riichi_sticks = read_number(word.substr(7));
    } else {
        throw NotUnderstood{std::string(word)};
    }
}

// The yaku with their han and English names, the fu item by item as a
// scorer's sheet lists them, then the points.
void print_score(const TehaiScore& score, const TehaiExplanation& explanation) {
    const std::string limit = tehai_limit_str(score.limit, score.yakuman_multiple);
    for (unsigned i = 0; i < explanation.yaku_item_count; ++i) {
        const TehaiYakuItem& item = explanation.yaku_items[i];
        char line[96];
        std::snprintf(line, sizeof line, "  %-22s %2u han  %s\n", tehai_yaku_str(item.yaku), unsigned{item.han},
                      tehai_yaku_name(item.yaku, TEHAI_LANGUAGE_ENGLISH));
        std::cout << line;
    }
    for (unsigned i = 0; i < explanation.fu_item_count; ++i) {
        char fu[16];
        std::snprintf(fu, sizeof fu, "  %3u fu  ", unsigned{explanation.fu_items[i].fu});
        std::cout << fu << tehai_cpp::fu_item_str(explanation.fu_items[i]) << '\n';
    }
    std::cout << "  " << score.han << " han " << score.fu << " fu" << (limit.empty() ? "" : ", ") << limit
              << ", wait " << tehai_wait_str(score.wait) << '\n';
    std::cout << "  pays " << score.main;
    if (score.additional != 0) {
        std::cout << " / " << score.additional;
    }
    std::cout << ", the winner receives " << score.total << '\n';
}

// Scores one description: 0 if it scored, 1 if tehai refused it, 2 if a
// word was not understood.
int score_one(const std::string& description) {
    std::cout << description << '\n';
    std::istringstream words(description);
    std::string hand_text, winning;
    if (!(words >> hand_text >> winning)) {
        std::cout << "  expected a hand and its winning tile\n";
        return 2;
    }
    TehaiWinContext win = tehai_cpp::default_win_context();
    try {
        TehaiParsedHand hand{};
        const TehaiStatus status = tehai_parsed_hand_from_mpsz(hand_text.data(), hand_text.size(), &hand);
        if (status != TEHAI_STATUS_OK) {
            std::cout << "  hand: " << tehai_status_str(status) << '\n';
            return 1;
        }
        try {
            win.winning_tile = read_tile(winning);
        } catch (const NotUnderstood&) {
            std::cout << "  not a winning tile: " << winning << '\n';
            return 2;
        }
        for (std::string word; words >> word;) {
            try {
                apply_word(word, win);
            } catch (const NotUnderstood&) {
                throw NotUnderstood{word};  // the whole word, not the part that failed
            }
        }
        const TehaiScore score = tehai_cpp::score(hand, win);
        print_score(score, tehai_cpp::explain(hand, win));
        return 0;
    } catch (const NotUnderstood& e) {
        std::cout << "  not understood: " << e.what << '\n';
        return 2;
    } catch (const tehai_cpp::Error& e) {
        std::cout << "  no score: " << tehai_status_str(e.status()) << '\n';
        return 1;
    }
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> descriptions(argv + 1, argv + argc);
    if (descriptions.empty()) {
        descriptions.assign(std::begin(kBuiltin), std::end(kBuiltin));
    }
    int worst = 0;
    for (const auto& description : descriptions) {
        worst = std::max(worst, score_one(description));
    }
    return worst;
}
