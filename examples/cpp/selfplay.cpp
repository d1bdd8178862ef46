// selfplay.cpp: one player alone at the table, playing by tehai's discard
// table; the C++ twin of examples/c/selfplay.c (same games, same output).
//
// Each game shuffles a wall of 136 tiles (one red five per suit) with a small
// deterministic generator, deals 13 tiles and draws up to 18 times. Every
// turn the program cuts the first row of tehai_hand_discards (least shanten,
// then most useful tiles), declares riichi when the cut leaves the hand
// ready, and scores the hand with tehai_score when a draw completes it.
//
//     selfplay [SEED [GAMES]]      (defaults: seed 8, 4 games)
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "tehai.hpp"

namespace {

constexpr unsigned kWallTiles = 136, kDeal = 13, kDraws = 18, kDoraSlot = 130, kUraSlot = 131;

// splitmix64: enough randomness for a shuffle, the same on every machine.
class Random {
public:
    explicit Random(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

private:
    std::uint64_t state_;
};

// Tiles in the wall are ids 0..135: kind id / 4 (0..33), and copy 0 of each
// five in m, p and s is the red one.
struct Tile {
    unsigned id;
    unsigned kind() const { return id / 4; }
    bool red() const { return id % 4 == 0 && kind() < 27 && kind() % 9 == 4; }
    std::string name() const {
        return {red() ? '0' : static_cast<char>('1' + kind() % 9), "mpsz"[kind() / 9]};
    }
};

using Wall = std::array<Tile, kWallTiles>;

Wall shuffled_wall(Random& random) {
    Wall wall{};
    for (unsigned i = 0; i < kWallTiles; ++i) {
        wall[i] = Tile{i};
    }
    for (unsigned i = kWallTiles - 1; i > 0; --i) {
        std::swap(wall[i], wall[random.next() % (i + 1u)]);
    }
    return wall;
}

// The tiles held: kinds and red fives, as tehai sees them.
class Player {
public:
    void take(Tile tile) { tiles_.push_back(tile); }

    // Throws one tile of `kind`, a plain five rather than the red one.
    Tile throw_kind(unsigned kind) {
        auto pick = tiles_.end();
        for (auto it = tiles_.begin(); it != tiles_.end(); ++it) {
            if (it->kind() == kind && (pick == tiles_.end() || pick->red())) {
                pick = it;
            }
        }
        if (pick == tiles_.end()) {
            throw std::logic_error("the tile to throw is not in the hand");
        }
        Tile thrown = *pick;
        *pick = tiles_.back();
        tiles_.pop_back();
        return thrown;
    }

    TehaiParsedHand parsed() const {
        std::array<std::uint8_t, TEHAI_TILE_KINDS> counts{};
        TehaiParsedHand parsed{};
        for (Tile tile : tiles_) {
            counts[tile.kind()]++;
            if (tile.red()) {
                parsed.red_fives[tile.kind() / 9]++;
            }
        }
        parsed.hand = tehai_cpp::from_counts(counts);
        return parsed;
    }

    std::string text() const { return tehai_cpp::to_mpsz(parsed()); }

private:
    std::vector<Tile> tiles_;
};

void print_score(const TehaiScore& score) {
    std::string limit = tehai_limit_str(score.limit, score.yakuman_multiple);
    std::cout << "    yaku:";
    // Bits 48 and up (kita, local yaku) keep their han in yaku_han_local.
    for (unsigned bit = 0; bit < TEHAI_YAKU_COUNT + TEHAI_LOCAL_YAKU_COUNT; ++bit) {
        if (score.yaku & (1ull << bit)) {
            const unsigned han = bit < TEHAI_YAKU_COUNT ? score.yaku_han[bit] : score.yaku_han_local[bit - TEHAI_YAKU_COUNT];
            std::cout << ' ' << tehai_yaku_str(bit) << ' ' << han << ',';
        }
    }
    std::cout << " wait " << tehai_wait_str(score.wait) << '\n';
    std::cout << "    " << score.han << " han " << score.fu << " fu" << (limit.empty() ? "" : ", ") << limit
              << ": " << score.total << " points (" << score.main << " / " << score.additional
              << " a player)\n";
}

// Plays one game; returns the points won (0 when the draws run out).
unsigned play(const Wall& wall, unsigned seat) {
    static const char* const winds[] = {"east", "south", "west", "north"};
    TehaiTable table{};
    table.players = TEHAI_PLAYERS_FOUR;
    table.seen[wall[kDoraSlot].kind()]++;  // the seen tiles: the dora indicator and our discards
    TehaiContext context{};
    context.table = &table;

    Player player;
    for (unsigned i = 0; i < kDeal; ++i) {
        player.take(wall[i]);
    }
    std::cout << "  seat " << winds[seat] << ", dora indicator " << wall[kDoraSlot].name() << ", dealt "
              << player.text() << '\n';

    unsigned riichi_turn = 0, next = kDeal;
    for (unsigned turn = 1; turn <= kDraws; ++turn) {
        const Tile drawn = wall[next++];
        player.take(drawn);
        const TehaiParsedHand parsed = player.parsed();
        const TehaiDiscards discards = tehai_cpp::discards(parsed.hand, context);
        char label[16];
        std::snprintf(label, sizeof label, "  turn %2u: ", turn);

        if (discards.shanten == -1) {
            TehaiWinContext win = tehai_cpp::default_win_context();
            win.winning_tile = static_cast<std::uint8_t>(drawn.kind());
            win.tsumo = 1;
            win.seat_wind = static_cast<std::uint8_t>(seat);
            win.round_wind = TEHAI_WIND_EAST;
            win.dora_count = 1;
            win.dora_indicators[0] = static_cast<std::uint8_t>(wall[kDoraSlot].kind());
            if (turn == 1) {
                win.tenhou = seat == TEHAI_WIND_EAST;
                win.chiihou = seat != TEHAI_WIND_EAST;
            }
            if (riichi_turn != 0) {
                win.double_riichi = riichi_turn == 1;
                win.riichi = riichi_turn != 1;
                win.ippatsu = turn == riichi_turn + 1;
                win.ura_count = 1;
                win.ura_indicators[0] = static_cast<std::uint8_t>(wall[kUraSlot].kind());
            }
            const TehaiScore score = tehai_cpp::score(parsed, win);
            std::cout << label << "draw " << drawn.name() << ", tsumo! " << player.text() << '\n';
            print_score(score);
            return score.total;
        }

        // After riichi the drawn tile goes.
        const Tile thrown = player.throw_kind(riichi_turn != 0 ? drawn.kind() : discards.rows[0].tile);
        table.seen[thrown.kind()]++;
        std::cout << label << "draw " << drawn.name() << ", cut " << thrown.name() << "  " << player.text();
        if (riichi_turn == 0) {
            std::cout << "  (shanten " << int{discards.rows[0].shanten} << ", " << discards.rows[0].count
                      << " useful)";
            if (discards.rows[0].shanten == 0) {
                riichi_turn = turn;
                std::cout << " riichi";
            }
        }
        std::cout << '\n';
    }
    std::cout << "  no win in " << kDraws << " draws\n";
    return 0;
}

unsigned long parse_number(const std::string& text, const char* what) {
    if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) {
        throw std::invalid_argument(std::string(what) + " must be a number, not \"" + text + "\"");
    }
    return std::stoul(text);
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.size() > 2) {
        std::cerr << "usage: selfplay [SEED [GAMES]]\n";
        return 2;
    }
    unsigned long seed = 8, games = 4;
    try {
        if (!args.empty()) {
            seed = parse_number(args[0], "SEED");
        }
        if (args.size() > 1) {
            games = parse_number(args[1], "GAMES");
        }
    } catch (const std::exception& e) {
        std::cerr << "selfplay: " << e.what() << '\n';
        return 2;
    }
    try {
        Random random(seed);
        unsigned long wins = 0, points = 0;
        std::cout << "tehai " << tehai_version() << ": self-play, seed " << seed << ", " << games << " games\n";
        for (unsigned long game = 0; game < games; ++game) {
            std::cout << "game " << game + 1 << '\n';
            const unsigned won = play(shuffled_wall(random), static_cast<unsigned>(game % 4));
            wins += won != 0;
            points += won;
        }
        std::cout << wins << " of " << games << " games won, " << points << " points\n";
    } catch (const std::exception& e) {
        std::cerr << e.what() << '\n';
        return 1;
    }
    return 0;
}
