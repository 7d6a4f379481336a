;; The inner loops of SectionCodes.nearest (section-codes.ts), over the slots CodeScan keeps in this memory: the Hamming
;; distance of every stored binary code to the query's code with WebAssembly's 128-bit SIMD (popcount of 16 bytes at a
;; time), the count of a country's slots per distance, and that country's slots up to a distance. Compiled into code-scan-wasm.ts by
;; `node packages/core/scripts/compile-code-scan.mjs`; a test checks that the two agree.
(module
  (memory (export "memory") 1)

  ;; For each of `count` slots: the number of bits in which its code (`lanes` x 16 bytes, stored one after the other
  ;; from byte `codes`) differs from the code at `query`, stored as a u16 at `distances` + 2 x slot.
  (func (export "scan")
    (param $codes i32) (param $count i32) (param $lanes i32) (param $query i32) (param $distances i32)
    (local $end i32) (local $stride i32) (local $at i32) (local $sum v128)
    (local.set $stride (i32.shl (local.get $lanes) (i32.const 4)))
    (local.set $end (i32.add (local.get $distances) (i32.shl (local.get $count) (i32.const 1))))
    (block $done
      (loop $code
        (br_if $done (i32.ge_u (local.get $distances) (local.get $end)))
        (local.set $sum (v128.const i32x4 0 0 0 0))
        (local.set $at (i32.const 0))
        (loop $lane
          ;; bits set in each byte of (code xor query), summed pairwise into eight 16-bit counts
          (local.set $sum
            (i16x8.add (local.get $sum)
              (i16x8.extadd_pairwise_i8x16_u
                (i8x16.popcnt
                  (v128.xor
                    (v128.load (i32.add (local.get $codes) (local.get $at)))
                    (v128.load (i32.add (local.get $query) (local.get $at))))))))
          (local.set $at (i32.add (local.get $at) (i32.const 16)))
          (br_if $lane (i32.lt_u (local.get $at) (local.get $stride))))
        (local.set $sum (i32x4.extadd_pairwise_i16x8_u (local.get $sum)))
        (i32.store16 (local.get $distances)
          (i32.add
            (i32.add (i32x4.extract_lane 0 (local.get $sum)) (i32x4.extract_lane 1 (local.get $sum)))
            (i32.add (i32x4.extract_lane 2 (local.get $sum)) (i32x4.extract_lane 3 (local.get $sum)))))
        (local.set $codes (i32.add (local.get $codes) (local.get $stride)))
        (local.set $distances (i32.add (local.get $distances) (i32.const 2)))
        (br $code))))

  ;; Counts the slots (of `count`) of country `country` (any when -1; u32s at `countries`) per distance (u16s at
  ;; `distances`), adding to the u32 counts at `histogram`.
  (func (export "histogram")
    (param $distances i32) (param $countries i32) (param $count i32) (param $country i32) (param $histogram i32)
    (local $slot i32) (local $bucket i32)
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $slot) (local.get $count)))
        (if (i32.or
              (i32.eq (local.get $country) (i32.const -1))
              (i32.eq (i32.load (i32.add (local.get $countries) (i32.shl (local.get $slot) (i32.const 2))))
                      (local.get $country)))
          (then
            (local.set $bucket
              (i32.add (local.get $histogram)
                (i32.shl
                  (i32.load16_u (i32.add (local.get $distances) (i32.shl (local.get $slot) (i32.const 1))))
                  (i32.const 2))))
            (i32.store (local.get $bucket) (i32.add (i32.load (local.get $bucket)) (i32.const 1)))))
        (local.set $slot (i32.add (local.get $slot) (i32.const 1)))
        (br $next))))

  ;; The slots (of `count`, in order) whose distance at `distances` is at most `limit` and whose country is `country`
  ;; (any when -1), written as u32s from `selected`; answers how many.
  (func (export "select")
    (param $distances i32) (param $countries i32) (param $count i32) (param $country i32) (param $limit i32)
    (param $selected i32) (result i32)
    (local $slot i32) (local $found i32)
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $slot) (local.get $count)))
        (if (i32.and
              (i32.le_u (i32.load16_u (i32.add (local.get $distances) (i32.shl (local.get $slot) (i32.const 1))))
                        (local.get $limit))
              (i32.or
                (i32.eq (local.get $country) (i32.const -1))
                (i32.eq (i32.load (i32.add (local.get $countries) (i32.shl (local.get $slot) (i32.const 2))))
                        (local.get $country))))
          (then
            (i32.store (i32.add (local.get $selected) (i32.shl (local.get $found) (i32.const 2))) (local.get $slot))
            (local.set $found (i32.add (local.get $found) (i32.const 1)))))
        (local.set $slot (i32.add (local.get $slot) (i32.const 1)))
        (br $next)))
    (local.get $found))
)
