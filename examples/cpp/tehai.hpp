// tehai.hpp: the few C++ conveniences the examples share over include/tehai.h
// (statuses as exceptions, MPSZ text as std::string). Header-only; copy it
// into your own program if it helps.
#ifndef TEHAI_EXAMPLES_TEHAI_HPP
#define TEHAI_EXAMPLES_TEHAI_HPP

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include "tehai.h"

namespace tehai_cpp {

// A tehai call that did not return TEHAI_STATUS_OK.
class Error : public std::runtime_error {
public:
    Error(std::string_view what, TehaiStatus status)
        : std::runtime_error(std::string(what) + ": " + tehai_status_str(status)), status_(status) {}
    TehaiStatus status() const noexcept { return status_; }

private:
    TehaiStatus status_;
};

inline void check(TehaiStatus status, std::string_view what) {
    if (status != TEHAI_STATUS_OK) {
        throw Error(what, status);
    }
}

inline TehaiParsedHand parse_hand(std::string_view text) {
    TehaiParsedHand parsed{};
    check(tehai_parsed_hand_from_mpsz(text.data(), text.size(), &parsed), "tehai_parsed_hand_from_mpsz");
    return parsed;
}

inline std::array<std::uint8_t, TEHAI_TILE_KINDS> counts(const TehaiHand& hand) {
    std::array<std::uint8_t, TEHAI_TILE_KINDS> out{};
    check(tehai_hand_to_counts(&hand, out.data(), out.size()), "tehai_hand_to_counts");
    return out;
}

inline TehaiHand from_counts(const std::array<std::uint8_t, TEHAI_TILE_KINDS>& counts) {
    TehaiHand hand{};
    check(tehai_hand_from_counts(counts.data(), counts.size(), &hand), "tehai_hand_from_counts");
    return hand;
}

inline std::string to_mpsz(const TehaiParsedHand& parsed) {
    std::array<char, TEHAI_MPSZ_CAPACITY> text{};
    std::size_t len = 0;
    check(tehai_parsed_hand_to_mpsz(&parsed, text.data(), text.size(), &len), "tehai_parsed_hand_to_mpsz");
    return std::string(text.data(), len);
}

inline TehaiWinContext default_win_context() {
    TehaiWinContext win{};
    check(tehai_win_context_default(&win), "tehai_win_context_default");
    return win;
}

inline TehaiScore score(const TehaiParsedHand& hand, const TehaiWinContext& win) {
    TehaiScore out{};
    check(tehai_score(&hand, &win, &out), "tehai_score");
    return out;
}

inline TehaiExplanation explain(const TehaiParsedHand& hand, const TehaiWinContext& win) {
    TehaiExplanation out{};
    check(tehai_score_explain(&hand, &win, nullptr, &out), "tehai_score_explain");
    return out;
}

inline std::string fu_item_str(const TehaiFuItem& item) {
    std::array<char, 64> text{};
    size_t len = 0;
    check(tehai_fu_item_str(&item, text.data(), text.size(), &len), "tehai_fu_item_str");
    return std::string(text.data(), len);
}

inline TehaiDiscards discards(const TehaiHand& hand, const TehaiContext& context) {
    TehaiDiscards out{};
    check(tehai_hand_discards(&hand, &context, &out), "tehai_hand_discards");
    return out;
}

}  // namespace tehai_cpp

#endif
