//! The decision rows as Parquet: the CSV's columns with their types, one
//! row group per batch of rows, Snappy-compressed.

use std::fs::File;
use std::sync::Arc;

use parquet::basic::Compression;
use parquet::column::writer::ColumnWriter;
use parquet::data_type::ByteArray;
use parquet::errors::{ParquetError, Result};
use parquet::file::properties::WriterProperties;
use parquet::file::writer::SerializedFileWriter;
use parquet::schema::parser::parse_message_type;
use tehai_answer::RowAnswer;

/// The schema: the columns of `tehai replay --rows` in order (the CSV
/// header), text as UTF-8, counts as 32-bit integers; the expected-value
/// columns optional (null where a row has no analysis).
const SCHEMA: &str = "
message decision_rows {
  required binary file (UTF8);
  required int32 game;
  required binary round (UTF8);
  required int32 honba;
  required int32 turn;
  required int32 seat;
  required int32 wall_left;
  required binary hand (UTF8);
  required binary melds (UTF8);
  required int32 shanten;
  required binary discard (UTF8);
  required boolean tsumogiri;
  required boolean riichi;
  required int32 discard_shanten;
  required binary useful (UTF8);
  required int32 useful_count;
  required binary best (UTF8);
  required int32 best_useful_count;
  required int32 rank;
  required int32 options;
  required boolean tenpai;
  optional int32 ev_draws;
  optional double ev;
  optional double ev_win;
  optional double ev_tenpai;
  optional binary ev_best (UTF8);
  optional double ev_best_value;
  optional int32 ev_rank;
}";

/// One batch of rows, column by column.
#[derive(Default)]
pub struct RowBatch {
    texts: [Vec<ByteArray>; 7],
    numbers: [Vec<i32>; 11],
    flags: [Vec<bool>; 3],
    /// The expected-value columns: the values present, and per row whether
    /// it has them (its definition level).
    ev_present: Vec<i16>,
    ev_numbers: [Vec<i32>; 2],
    ev_values: [Vec<f64>; 4],
    ev_best: Vec<ByteArray>,
}

/// Where each column lives in a batch, in the schema's order.
#[derive(Clone, Copy)]
enum Slot {
    Text(usize),
    Number(usize),
    Flag(usize),
    EvNumber(usize),
    EvValue(usize),
    EvBest,
}

const SLOTS: [Slot; 28] = [
    Slot::Text(0),
    Slot::Number(0),
    Slot::Text(1),
    Slot::Number(1),
    Slot::Number(2),
    Slot::Number(3),
    Slot::Number(4),
    Slot::Text(2),
    Slot::Text(3),
    Slot::Number(5),
    Slot::Text(4),
    Slot::Flag(0),
    Slot::Flag(1),
    Slot::Number(6),
    Slot::Text(5),
    Slot::Number(7),
    Slot::Text(6),
    Slot::Number(8),
    Slot::Number(9),
    Slot::Number(10),
    Slot::Flag(2),
    Slot::EvNumber(0),
    Slot::EvValue(0),
    Slot::EvValue(1),
    Slot::EvValue(2),
    Slot::EvBest,
    Slot::EvValue(3),
    Slot::EvNumber(1),
];

fn text(value: impl std::fmt::Display) -> ByteArray {
    ByteArray::from(value.to_string().into_bytes())
}

impl RowBatch {
    /// Appends a row.
    pub fn push(&mut self, row: &RowAnswer<'_>) {
        let texts = [
            text(row.file),
            text(tehai_answer::round_name(row.round.0, row.round.1)),
            text(row.hand),
            text(
                row.melds
                    .as_slice()
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
            text(row.discard),
            text(row.useful),
            text(row.best),
        ];
        for (column, value) in self.texts.iter_mut().zip(texts) {
            column.push(value);
        }
        let numbers = [
            i32::try_from(row.game).unwrap_or(i32::MAX),
            i32::from(row.honba),
            i32::from(row.turn),
            i32::from(row.seat),
            i32::from(row.wall_left),
            i32::from(row.shanten),
            i32::from(row.discard_shanten),
            i32::try_from(row.useful_count).unwrap_or(i32::MAX),
            i32::try_from(row.best_useful_count).unwrap_or(i32::MAX),
            i32::from(row.rank),
            i32::from(row.options),
        ];
        for (column, value) in self.numbers.iter_mut().zip(numbers) {
            column.push(value);
        }
        for (column, value) in self
            .flags
            .iter_mut()
            .zip([row.tsumogiri, row.riichi, row.tenpai])
        {
            column.push(value);
        }
        self.ev_present.push(i16::from(row.ev_best.is_some()));
        if let (Some(draws), Some(rank), Some(best)) = (row.ev_draws, row.ev_rank, row.ev_best) {
            for (column, value) in self.ev_numbers.iter_mut().zip([draws, rank]) {
                column.push(i32::from(value));
            }
            let values = [row.ev, row.ev_win, row.ev_tenpai, row.ev_best_value];
            for (column, value) in self.ev_values.iter_mut().zip(values) {
                column.push(value.unwrap_or(f64::NAN));
            }
            self.ev_best.push(text(best));
        }
    }

    /// Rows held.
    pub fn len(&self) -> usize {
        self.numbers[0].len()
    }
}

/// A Parquet file of decision rows being written.
pub struct ParquetRows {
    writer: SerializedFileWriter<File>,
}

impl ParquetRows {
    /// Starts the file.
    pub fn create(file: File) -> Result<ParquetRows> {
        let schema = Arc::new(parse_message_type(SCHEMA)?);
        let properties = Arc::new(
            WriterProperties::builder()
                .set_compression(Compression::SNAPPY)
                .build(),
        );
        Ok(ParquetRows {
            writer: SerializedFileWriter::new(file, schema, properties)?,
        })
    }

    /// Writes a batch as one row group (nothing for an empty batch).
    pub fn write(&mut self, batch: &RowBatch) -> Result<()> {
        if batch.len() == 0 {
            return Ok(());
        }
        let mut group = self.writer.next_row_group()?;
        let mut slots = SLOTS.iter();
        while let Some(mut column) = group.next_column()? {
            let slot = slots
                .next()
                .ok_or_else(|| ParquetError::General("more columns than the schema's".into()))?;
            let written = match (slot, column.untyped()) {
                (Slot::Text(index), ColumnWriter::ByteArrayColumnWriter(writer)) => {
                    writer.write_batch(&batch.texts[*index], None, None)
                }
                (Slot::Number(index), ColumnWriter::Int32ColumnWriter(writer)) => {
                    writer.write_batch(&batch.numbers[*index], None, None)
                }
                (Slot::Flag(index), ColumnWriter::BoolColumnWriter(writer)) => {
                    writer.write_batch(&batch.flags[*index], None, None)
                }
                (Slot::EvNumber(index), ColumnWriter::Int32ColumnWriter(writer)) => {
                    writer.write_batch(&batch.ev_numbers[*index], Some(&batch.ev_present), None)
                }
                (Slot::EvValue(index), ColumnWriter::DoubleColumnWriter(writer)) => {
                    writer.write_batch(&batch.ev_values[*index], Some(&batch.ev_present), None)
                }
                (Slot::EvBest, ColumnWriter::ByteArrayColumnWriter(writer)) => {
                    writer.write_batch(&batch.ev_best, Some(&batch.ev_present), None)
                }
                _ => {
                    return Err(ParquetError::General(
                        "a column of another type than its schema's".into(),
                    ));
                }
            };
            written?;
            column.close()?;
        }
        group.close()?;
        Ok(())
    }

    /// Ends the file (its footer).
    pub fn finish(self) -> Result<()> {
        self.writer.close().map(drop)
    }
}
