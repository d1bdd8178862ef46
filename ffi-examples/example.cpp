// example.cpp: tehai from C++17, with a thin RAII-free wrapper that turns
// statuses into exceptions. Copy the `tehai_cpp` namespace into your engine.
//
// Build and run (from the repository root):
//     cargo build --release --manifest-path capi/c-lib/Cargo.toml
//     make -C ffi-examples run
#include <array>
#include <cstdint>
#include <iostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "tehai.h"

namespace tehai_cpp {

// A failed tehai call: the status and its message.
class Error : public std::runtime_error {
public:
    explicit Error(TehaiStatus status)
        : std::runtime_error(tehai_status_str(status)), status_(status) {}
    TehaiStatus status() const noexcept { return status_; }

private:
    TehaiStatus status_;
};

inline void check(TehaiStatus status) {
    if (status != TEHAI_STATUS_OK) {
        throw Error(status);
    }
}

inline TehaiHand parse(std::string_view text) {
    TehaiHand hand{};
    check(tehai_hand_from_mpsz(text.data(), text.size(), &hand));
    return hand;
}

inline std::string to_string(const TehaiHand &hand) {
    std::array<char, TEHAI_MPSZ_CAPACITY> buffer{};
    std::size_t len = 0;
    check(tehai_hand_to_mpsz(&hand, buffer.data(), buffer.size(), &len));
    return std::string(buffer.data(), len);
}

inline std::string tile_name(unsigned tile) {
    return std::string{static_cast<char>('1' + tile % 9), "mpsz"[tile / 9]};
}

inline std::string block_name(const TehaiBlock &block) {
    const char digit = static_cast<char>('1' + block.tile % 9);
    const char suit = "mpsz"[block.tile / 9];
    switch (block.kind) {
    case TEHAI_BLOCK_KIND_SEQUENCE:
        return {digit, static_cast<char>(digit + 1), static_cast<char>(digit + 2), suit};
    case TEHAI_BLOCK_KIND_TRIPLET:
        return {digit, digit, digit, suit};
    case TEHAI_BLOCK_KIND_PAIR:
        return {digit, digit, suit};
    default:
        return "?";
    }
}

inline std::vector<TehaiDecomposition> decompose(const TehaiHand &hand, std::uint32_t &forms) {
    std::array<TehaiDecomposition, TEHAI_MAX_DECOMPOSITIONS> buffer{};
    std::size_t count = 0;
    // A null context: the plain table (four players, no melds, nothing seen).
    check(tehai_hand_decompose(&hand, nullptr, buffer.data(), buffer.size(), &count, &forms));
    return {buffer.begin(), buffer.begin() + static_cast<std::ptrdiff_t>(count)};
}

inline std::string tile_set(std::uint64_t set) {
    std::string out;
    for (unsigned tile = 0; tile < TEHAI_TILE_KINDS; ++tile) {
        if ((set >> tile) & 1u) {
            out += (out.empty() ? "" : " ") + tile_name(tile);
        }
    }
    return out.empty() ? "-" : out;
}

// The batch calls answer many hands in one call (one boundary crossing, the
// same scalar code as the single calls). On a bad hand they report its index
// and write nothing else.
inline std::vector<TehaiShanten> shanten(const std::vector<TehaiHand> &hands) {
    std::vector<TehaiShanten> out(hands.size());
    std::size_t error_index = 0;
    const TehaiStatus status =
        tehai_hands_shanten(hands.data(), hands.size(), out.data(), out.size(), &error_index);
    if (status != TEHAI_STATUS_OK) {
        throw std::runtime_error("hand " + std::to_string(error_index) + ": " +
                                 tehai_status_str(status));
    }
    return out;
}

inline std::vector<std::uint32_t> win_forms(const std::vector<TehaiHand> &hands) {
    std::vector<std::uint32_t> out(hands.size());
    std::size_t error_index = 0;
    const TehaiStatus status =
        tehai_hands_win_forms(hands.data(), hands.size(), out.data(), out.size(), &error_index);
    if (status != TEHAI_STATUS_OK) {
        throw std::runtime_error("hand " + std::to_string(error_index) + ": " +
                                 tehai_status_str(status));
    }
    return out;
}

// Scores a winning hand (concealed tiles with the winning tile, red fives
// as 0) in a context; throws on a hand that cannot be scored.
inline TehaiScore score(std::string_view text, const TehaiWinContext &context) {
    TehaiParsedHand hand{};
    check(tehai_parsed_hand_from_mpsz(text.data(), text.size(), &hand));
    TehaiScore out{};
    check(tehai_score(&hand, &context, &out));
    return out;
}

// The default context: every reserved byte 0 and the common rules.
inline TehaiWinContext default_context() {
    TehaiWinContext context{};
    check(tehai_win_context_default(&context));
    return context;
}

}  // namespace tehai_cpp

namespace {

std::string shanten_field(std::int8_t value) {
    return value == TEHAI_SHANTEN_NOT_APPLICABLE ? "n/a" : std::to_string(value);
}

void show(std::string_view text) {
    const TehaiHand hand = tehai_cpp::parse(text);
    std::uint32_t tiles = 0;
    tehai_cpp::check(tehai_hand_tile_count(&hand, &tiles));
    std::cout << tehai_cpp::to_string(hand) << " (" << tiles << " tiles)\n";
    if (tiles % 3 == 2) {
        std::uint32_t forms = 0;
        const auto found = tehai_cpp::decompose(hand, forms);
        for (const TehaiDecomposition &decomposition : found) {
            std::cout << " ";
            for (std::uint32_t i = 0; i < decomposition.block_count; ++i) {
                std::cout << " " << tehai_cpp::block_name(decomposition.blocks[i]);
            }
            std::cout << "\n";
        }
        if (forms & TEHAI_WIN_SEVEN_PAIRS) {
            std::cout << "  seven pairs\n";
        }
        if (forms & TEHAI_WIN_THIRTEEN_ORPHANS) {
            std::cout << "  thirteen orphans\n";
        }
        if (forms == 0) {
            std::cout << "  not complete\n";
        }
    } else if (tiles % 3 == 1) {
        TehaiWaits waits{};
        tehai_cpp::check(tehai_hand_waits(&hand, nullptr, &waits));
        std::cout << "  waits: " << tehai_cpp::tile_set(waits.waits)
                  << "; fifth tile: " << tehai_cpp::tile_set(waits.fifth_tile) << "\n";
    }
    TehaiShanten numbers{};
    tehai_cpp::check(tehai_hand_shanten(&hand, nullptr, &numbers));
    std::cout << "  shanten " << int{numbers.min} << " (regular " << int{numbers.regular}
              << ", seven pairs " << shanten_field(numbers.seven_pairs)
              << ", thirteen orphans " << shanten_field(numbers.thirteen_orphans) << ")\n";
}

}  // namespace

int main() {
    std::cout << "tehai " << tehai_version() << "\n";
    for (const char *text : {"111222333m456p11z", "22334455667788m", "1112345678999m",
                             "19m19p19s1234567z", "1111234m567p789s", "45m789s11z"}) {
        show(text);
    }

    // Many hands in one call.
    std::vector<TehaiHand> hands;
    for (const char *text : {"123m456p789s1122z", "147m258p369s1234z", "1133557799m1155p"}) {
        hands.push_back(tehai_cpp::parse(text));
    }
    const auto numbers = tehai_cpp::shanten(hands);
    std::cout << "batch shanten:";
    for (const TehaiShanten &n : numbers) {
        std::cout << " " << int{n.min};
    }
    std::cout << "\n";

    // The win check over a whole array: TEHAI_WIN_* flags per hand.
    std::vector<TehaiHand> draws;
    for (const char *text : {"123m456p789s11122z", "123m456p789s11123z", "1122m3344p5566s77z"}) {
        draws.push_back(tehai_cpp::parse(text));
    }
    std::cout << "batch win check:";
    for (const std::uint32_t forms : tehai_cpp::win_forms(draws)) {
        std::cout << " " << forms;
    }
    std::cout << "\n";

    // Scoring: a riichi and tsumo by the South seat, with a dora indicator.
    TehaiWinContext context = tehai_cpp::default_context();
    context.winning_tile = 13;  // 5p
    context.tsumo = 1;
    context.riichi = 1;
    context.seat_wind = TEHAI_WIND_SOUTH;
    context.dora_count = 1;
    context.dora_indicators[0] = 0;  // 1m: the dora is 2m
    const TehaiScore scored = tehai_cpp::score("234567m23455p888s", context);
    std::cout << "score:";
    for (unsigned bit = 0; bit < TEHAI_YAKU_COUNT; ++bit) {
        if ((scored.yaku >> bit) & 1u) {
            std::cout << " " << tehai_yaku_str(bit) << "=" << unsigned{scored.yaku_han[bit]};
        }
    }
    std::cout << "; " << scored.han << " han " << scored.fu << " fu";
    if (scored.limit != TEHAI_LIMIT_NONE) {
        std::cout << " " << tehai_limit_str(scored.limit, scored.yakuman_multiple);
    }
    std::cout << "; dealer pays "
              << scored.main << ", others " << scored.additional << ", total " << scored.total
              << "; wait " << tehai_wait_str(scored.wait) << "\n";
    context.tsumo = 0;
    context.riichi = 0;
    try {
        tehai_cpp::score("123567m23455p888s", context);
    } catch (const tehai_cpp::Error &error) {
        std::cout << "score without a yaku: status " << error.status() << ": " << error.what()
                  << "\n";
    }

    // Errors arrive as exceptions carrying the status.
    for (const char *text : {"123m456p789s8z", "11111m", "123456789m123456p"}) {
        try {
            tehai_cpp::parse(text);
        } catch (const tehai_cpp::Error &error) {
            std::cout << "\"" << text << "\": status " << error.status() << ": " << error.what()
                      << "\n";
        }
    }
    try {
        tehai_cpp::shanten({tehai_cpp::parse("1m"), tehai_cpp::parse("123m")});
    } catch (const std::runtime_error &error) {
        std::cout << "batch: " << error.what() << "\n";
    }
    return 0;
}
