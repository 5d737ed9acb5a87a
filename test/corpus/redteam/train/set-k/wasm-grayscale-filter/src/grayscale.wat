;; Source for assets/grayscale.wasm
;; Build: wat2wasm src/grayscale.wat -o assets/grayscale.wasm   (wabt >= 1.0.34)
;; Converts an RGBA buffer in linear memory to grayscale in place using
;; integer BT.601 luma weights: Y = (77 R + 150 G + 29 B) >> 8. Alpha untouched.
(module
  (memory (export "memory") 2)
  (func (export "grayscale") (param $ptr i32) (param $len i32)
    (local $end i32) (local $y i32)
    (local.set $end (i32.add (local.get $ptr) (local.get $len)))
    (block $done
      (loop $px
        (br_if $done (i32.ge_u (local.get $ptr) (local.get $end)))
        (local.set $y
          (i32.shr_u
            (i32.add
              (i32.add
                (i32.mul (i32.load8_u offset=0 (local.get $ptr)) (i32.const 77))
                (i32.mul (i32.load8_u offset=1 (local.get $ptr)) (i32.const 150)))
              (i32.mul (i32.load8_u offset=2 (local.get $ptr)) (i32.const 29)))
            (i32.const 8)))
        (i32.store8 offset=0 (local.get $ptr) (local.get $y))
        (i32.store8 offset=1 (local.get $ptr) (local.get $y))
        (i32.store8 offset=2 (local.get $ptr) (local.get $y))
        (local.set $ptr (i32.add (local.get $ptr) (i32.const 4)))
        (br $px))))
)
