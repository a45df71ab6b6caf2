    vs_3_0
    def c2, 0.0625, 0.00390625, 1, 0
    defi i0, 255, 0, 0, 0
    dcl_position v0
    dcl_position o0
    dcl_2d s0
    dcl_2d s1
    mov r0, v0
    texldl r3, c2.x, s1
    mov r1.x, c2.z
    mov r1.y, c0.x
    if_eq r1.y, c2.w
      mov r1.x, c2.w
    endif
    if_eq r1.x, c2.z
      mul r0.z, r3.x, c2.y
      rep i0
        add r0.x, r0.x, r0.z
        texldl r2, r0.xyyy, s0
        if_ne r2.w, c2.z
          add r2.x, r2.w, -c1.y
          rcp r2.x, r2.x
          break_ge r0.w, r2.x
        endif
        mov r0.y, r0.x
      endrep
    endif
    mov o0, r0
